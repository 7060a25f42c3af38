import type { GreyImage } from './greyImage';
import { eraseRulingLines } from './rulingLines';

const WHITE = 235;
const INK = 40;

function blankPage(width: number, height: number): GreyImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(WHITE) };
}

function fill(image: GreyImage, left: number, top: number, width: number, height: number): void {
  for (let y = top; y < top + height; y++)
    image.pixels.fill(INK, y * image.width + left, y * image.width + left + width);
}

const at = (image: GreyImage, x: number, y: number) => image.pixels[y * image.width + x]!;

describe('eraseRulingLines', () => {
  it('erases a table rule, even a skewed one, and keeps a short stroke (a letter) beside it', () => {
    const page = blankPage(400, 300);
    // A horizontal rule 3 px thick, 360 px long, dropping one pixel every 60 px.
    for (let step = 0; step < 6; step++) fill(page, 20 + step * 60, 100 + step, 60, 3);
    fill(page, 200, 40, 3, 300 - 60); // a vertical rule
    fill(page, 100, 150, 30, 4); // a letter's bar, far shorter than a rule
    eraseRulingLines(page);
    expect(at(page, 30, 101)).toBeGreaterThan(200);
    expect(at(page, 370, 106)).toBeGreaterThan(200);
    expect(at(page, 201, 200)).toBeGreaterThan(200);
    expect(at(page, 110, 151)).toBe(INK);
  });

  it("returns the upright rules it erased, where they run: a table's column edges", () => {
    const page = blankPage(800, 600);
    fill(page, 20, 100, 760, 3); // the table's top rule
    fill(page, 100, 100, 3, 400); // two column rules
    fill(page, 500, 150, 4, 350);
    fill(page, 300, 300, 3, 30); // a letter's upright stroke
    const rules = eraseRulingLines(page);
    const columnEdges = [...new Set(rules.map(({ x }) => x))].sort((a, b) => a - b);
    expect(columnEdges).toEqual([100, 101, 102, 500, 501, 502, 503]);
    expect(rules.filter((rule) => rule.x === 501)).toEqual([{ x: 501, top: 150, bottom: 499 }]);
  });

  it('keeps a letter that touches a rule, erasing only the rule around it', () => {
    const page = blankPage(800, 200);
    fill(page, 20, 100, 360, 3);
    fill(page, 150, 70, 4, 40); // a vertical stroke crossing the rule
    eraseRulingLines(page);
    expect(at(page, 50, 101)).toBeGreaterThan(200);
    expect(at(page, 151, 80)).toBe(INK);
    expect(at(page, 151, 108)).toBe(INK);
  });

  it("erases the column rules of a table of one row (a record of one plot), not a letter's upright as tall as a line", () => {
    const page = blankPage(800, 1130); // an A4 page at about 100 dpi
    fill(page, 200, 300, 3, 110); // the rule between two columns: a heading and one row
    fill(page, 400, 300, 4, 30); // a tall letter's stroke
    eraseRulingLines(page);
    expect(at(page, 201, 350)).toBeGreaterThan(200);
    expect(at(page, 401, 310)).toBe(INK);
  });

  it('erases a blurred rule with its grey edge, painted as the paper beside it', () => {
    const page = blankPage(800, 400);
    fill(page, 20, 200, 700, 3);
    for (const [y, grey] of [
      [198, 222],
      [199, 205],
      [203, 205],
      [204, 222],
    ] as const)
      page.pixels.fill(grey, y * 800 + 20, y * 800 + 720);
    eraseRulingLines(page);
    for (const y of [198, 199, 201, 203, 204]) expect(at(page, 300, y)).toBe(WHITE);
  });
});
