import type { PageBuilder } from '../page';

/** A ruled table: header cells (one or two lines) over body rows whose cells may hold several lines. */
export function drawTable(
  builder: PageBuilder,
  columns: readonly number[],
  top: number,
  headers: readonly (readonly string[])[],
  rows: readonly (readonly (readonly string[])[])[],
  { lineHeight = 40, bold = [] as readonly number[] } = {},
): number {
  columns.slice(0, -1).forEach((left, index) => {
    builder.rect(left, top, columns[index + 1]! - left, 100, { stroke: '#333333', lineWidth: 2, fill: '#eeeeee' });
    headers[index]!.forEach((line, at) => builder.text(left + 12, top + 40 + at * 36, line, { size: 22, weight: 'bold' }));
  });
  let rowTop = top + 100;
  rows.forEach((cells, rowIndex) => {
    const height = Math.max(60, ...cells.map((lines) => lines.length * lineHeight + 20));
    columns.slice(0, -1).forEach((left, index) => {
      builder.rect(left, rowTop, columns[index + 1]! - left, height, { stroke: '#333333', lineWidth: 2 });
      (cells[index] ?? []).forEach((line, at) =>
        builder.text(left + 12, rowTop + 40 + at * lineHeight, line, { size: 26, ...(bold.includes(rowIndex) ? { weight: 'bold' as const } : {}) }),
      );
    });
    rowTop += height;
  });
  return rowTop;
}

/** The place line(s) of a record: all on one line, or two to a line. */
export function drawPlaces(builder: PageBuilder, top: number, places: readonly [string, string][], oneLine: boolean): number {
  if (oneLine) {
    const step = 1120 / places.length;
    places.forEach(([label, value], index) => builder.text(60 + index * step, top, `${label} : ${value}`, { size: 26, weight: index === 0 ? 'bold' : 'regular' }));
    return top;
  }
  places.forEach(([label, value], index) =>
    builder.text(index % 2 === 0 ? 60 : 640, top + Math.floor(index / 2) * 50, `${label} : ${value}`, { size: 28, weight: index === 0 ? 'bold' : 'regular' }),
  );
  return top + 50 * Math.floor((places.length - 1) / 2);
}

export function drawHeading(builder: PageBuilder, lines: readonly [string, string, string]): void {
  builder.text(620, 70, lines[0], { size: 26, align: 'center' });
  builder.text(620, 130, lines[1], { size: 42, weight: 'bold', align: 'center' });
  builder.text(620, 180, lines[2], { size: 26, align: 'center' });
}
