import { indicLand, nativeDigits } from '../indicStates';
import { createPage, measureText, type Page } from '../page';
import type { Person } from '../person';
import type { LayoutContext } from './context';
import { drawSignature, printedDate } from './decorations';
import { drawHeading, drawPlaces, drawTable } from './recordTable';

const RELATION: Record<Person['relation'], string> = { 'S/O': 'ਪੁੱਤਰ', 'D/O': 'ਪੁੱਤਰੀ', 'W/O': 'ਪਤਨੀ' };

/**
 * Punjab's Jamabandi copy (Fard): the khewat and khatoni numbers in the first columns, the owners with their
 * shares, then each khasra number (a killa as "45//12" in consolidated villages) with its area in kanals and
 * marlas; a cultivator column stands between owners and khasra on some copies. Gurmukhi or Latin digits.
 */
export function layoutPunjabJamabandi(person: Person, { today, random }: LayoutContext): Page {
  const builder = createPage(1240, 1754, 210);
  const land = indicLand(person, 'Punjab');
  const number = random.chance(0.5) ? (text: string) => nativeDigits(text, 'gurmukhi') : (text: string) => text;
  const year = Number(today.slice(0, 4));
  drawHeading(builder, ['ਪੰਜਾਬ ਸਰਕਾਰ - ਮਾਲ ਵਿਭਾਗ', 'ਜਮ੍ਹਾਂਬੰਦੀ ਦੀ ਨਕਲ (ਫ਼ਰਦ)', number(`ਸਾਲ : ${year - 4}-${year - 3}`)]);
  const top = drawPlaces(
    builder,
    250,
    [
      ['ਪਿੰਡ', land.village.native],
      ['ਹੱਦਬਸਤ ਨੰ.', number(String(random.int(20, 400)))],
      ['ਤਹਿਸੀਲ', land.tehsil.native],
      ['ਜ਼ਿਲ੍ਹਾ', land.district.native],
    ],
    random.chance(0.5),
  );
  const shared = land.holders.length > 1;
  const owners = land.holders.map((holder) => number(`${holder.name} ${RELATION[holder.relation]} ${holder.fatherName}${shared ? ` ਹਿੱਸਾ ${holder.share}` : ''}`));
  const withCultivator = random.chance(0.5);
  const columns = withCultivator ? [50, 150, 250, 680, 850, 1020, 1190] : [50, 160, 270, 820, 1010, 1190];
  const headers = [['ਖੇਵਟ', 'ਨੰ.'], ['ਖਤੌਨੀ', 'ਨੰ.'], ['ਮਾਲਕ ਦਾ ਨਾਮ', 'ਤੇ ਹਿੱਸਾ'], ...(withCultivator ? [['ਕਾਸ਼ਤਕਾਰ']] : []), ['ਖਸਰਾ ਨੰ.'], ['ਰਕਬਾ', '(ਕਨਾਲ-ਮਰਲੇ)']];
  // An entry wider than its column wraps within the cell, as a patwari's copy does: no text runs into the next column.
  const ownerWidth = columns[3]! - columns[2]! - 24;
  const rows = Math.max(land.plots.length, owners.length);
  const body = Array.from({ length: rows }, (_, index) => {
    const plot = land.plots[index];
    return [
      index === 0 ? [number(String(Number(land.khataNo)))] : [],
      index === 0 ? [number(String(random.int(1, 900)))] : [],
      owners[index] ? cellLines(owners[index]!, ownerWidth) : [],
      ...(withCultivator ? [index === 0 ? ['ਖੁਦਕਾਸ਼ਤ'] : []] : []),
      plot ? [number(plot.survey)] : [],
      plot ? [number(plot.printedArea)] : [],
    ];
  });
  const marlas = land.plots.reduce((sum, plot) => sum + Math.round(plot.area * 160), 0);
  const total = [[], [], ['ਕੁੱਲ ਜੋੜ'], ...(withCultivator ? [[]] : []), [], [number(`${Math.floor(marlas / 20)}-${marlas % 20}`)]];
  const end = drawTable(builder, columns, top + 50, headers, [...body, total], { bold: [body.length] });
  builder.text(60, end + 100, number(`ਮਿਤੀ : ${printedDate(today)}`), { size: 26 });
  drawSignature(builder, random, 860, end + 80, 260);
  builder.text(1180, end + 150, 'ਪਟਵਾਰੀ ਹਲਕਾ', { size: 24, align: 'right' });
  return builder.page;
}

/** A cell's text in lines no wider than `width` at the table's type size, broken between words. */
function cellLines(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && measureText(`${last} ${word}`, 26) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
