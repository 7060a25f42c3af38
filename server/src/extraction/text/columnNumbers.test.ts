import { numberColumns, tableColumns, withColumnNumbers, withColumnWords, type Column } from './columnNumbers';
import type { GreyImage } from './greyImage';
import type { OcrLine, OcrResult, OcrWord } from './ocrEngine';

const word = (text: string, confidence: number, x0: number, y0: number): OcrWord => ({
  text,
  confidence,
  box: { x0, y0, x1: x0 + 60, y1: y0 + 25 },
});
const textOf = (lines: readonly OcrLine[]) => lines.map((line) => line.words.map((w) => w.text).join(' '));

// A B-1 as the page's read gave it (person 3110's scan): the owners' names over two lines each, the second plot's
// numbers printed between two of them and lost, the third's read as letters at no confidence.
const heading: OcrLine = { words: [word('खसरा', 92, 860, 660), word('रकबा', 89, 1120, 660)] };
const firstPlot: OcrLine = {
  words: [word('बसवराज', 91, 575, 800), word('३७७/२', 85, 864, 795), word('०.२१७७', 75, 1131, 795)],
};
const firstVillage: OcrLine = { words: [word('चांदपुर', 92, 250, 851)] };
const secondOwner: OcrLine = { words: [word('राम', 96, 286, 920), word('किशन', 96, 340, 920)] };
const thirdPlot: OcrLine = {
  words: [word('हिस्सा', 87, 343, 968), word('पा', 0, 861, 960), word('2', 0, 1134, 960)],
};
const page: OcrLine[] = [heading, firstPlot, firstVillage, secondOwner, thirdPlot];

const khasraColumn: Column = { left: 842, right: 1109, top: 632, bottom: 1232 };
const areaColumn: Column = { left: 1109, right: 1389, top: 630, bottom: 1229 };
const namesColumn: Column = { left: 229, right: 842, top: 638, bottom: 1235 };

describe("a table's columns", () => {
  it('lie between neighbouring edges that run down together; a thick rule traced twice is one edge', () => {
    const rules = [
      { x: 109, top: 640, bottom: 1242 },
      { x: 110, top: 773, bottom: 1242 },
      { x: 842, top: 632, bottom: 1235 },
      { x: 1109, top: 630, bottom: 1232 },
      // the rule of a box beside the heading, far above the table
      { x: 1500, top: 100, bottom: 300 },
    ];
    expect(tableColumns(rules, 1748)).toEqual([
      { left: 109, right: 842, top: 640, bottom: 1235 },
      { left: 842, right: 1109, top: 632, bottom: 1232 },
    ]);
  });

  it("keep a box's rule far above the table apart from the table's rule at the same place", () => {
    const rules = [
      { x: 842, top: 100, bottom: 300 },
      { x: 842, top: 632, bottom: 1235 },
      { x: 1109, top: 630, bottom: 1232 },
    ];
    expect(tableColumns(rules, 1748)).toEqual([{ left: 842, right: 1109, top: 632, bottom: 1232 }]);
  });

  it("are number columns where the page's read found numbers and, below them, no more words it was sure of", () => {
    expect(numberColumns([namesColumn, khasraColumn, areaColumn], page)).toEqual([khasraColumn, areaColumn]);
    // a column of names with the owners' shares in it
    const share = { words: [word('हिस्सा', 87, 343, 880), word('१/३', 80, 428, 880)] };
    const names = [firstVillage, share, secondOwner, thirdPlot];
    expect(numberColumns([namesColumn], names)).toEqual([]);
  });
});

describe("the page's read given its columns' numbers", () => {
  it('takes a number lost between two lines as a line of its own, and a surer number over a doubtful word', () => {
    const columnWords = [
      word('३७७/२', 86, 864, 794),
      word('३००/३', 91, 864, 874),
      word('१.०३०९', 37, 1131, 875),
      word('५९१', 68, 861, 958),
      word('१.१००७', 42, 1134, 955),
    ];
    expect(textOf(withColumnWords(page, columnWords))).toEqual([
      'खसरा रकबा',
      'बसवराज ३७७/२ ०.२१७७',
      'चांदपुर',
      '३००/३ १.०३०९',
      'राम किशन',
      'हिस्सा ५९१ १.१००७',
    ]);
  });

  it("joins a lost number to the line of its row, and keeps what the page's read was sure of", () => {
    const columnWords = [word('३८७/२', 90, 864, 794), word('१.०३०९', 80, 1131, 851), word('७', 20, 1131, 920)];
    expect(textOf(withColumnWords([firstPlot, firstVillage, secondOwner], columnWords))).toEqual([
      'बसवराज ३७७/२ ०.२१७७',
      'चांदपुर १.०३०९',
      'राम किशन',
    ]);
  });

  it("keeps the page's lines in their order, a name the column only touches, and a number read a little higher", () => {
    // A rule's trace read as a tall bar starts the second line above the first line's top.
    const khata: OcrLine = { words: [word('खाता', 96, 120, 200)] };
    const village: OcrLine = { words: [{ text: '|', confidence: 30, box: { x0: 100, y0: 150, x1: 104, y1: 260 } }] };
    const longName: OcrLine = {
      words: [{ text: 'रामकिशनसिंह', confidence: 40, box: { x0: 700, y0: 960, x1: 862, y1: 985 } }],
    };
    const columnWords = [word('५९१', 68, 861, 958), word('३७७/२', 86, 864, 780)];
    expect(textOf(withColumnWords([khata, village, firstPlot, longName], columnWords))).toEqual([
      'खाता',
      '|',
      'बसवराज ३७७/२ ०.२१७७',
      'रामकिशनसिंह ५९१',
    ]);
  });

  it('puts two column words read over one doubtful word both in its place', () => {
    const wide: OcrLine = {
      words: [word('हिस्सा', 87, 343, 968), { text: 'पा', confidence: 0, box: { x0: 861, y0: 960, x1: 981, y1: 985 } }],
    };
    const columnWords = [word('३', 45, 921, 958), word('३००/', 40, 861, 958)];
    expect(textOf(withColumnWords([wide], columnWords))).toEqual(['हिस्सा ३००/ ३']);
  });

  it("lends the page's number the letter suffix it read as a digit, however sure it was", () => {
    // A B-1's khasra 383/1/1घ (person 3300): the page read "383/1/19" at 81, its column "उ83/1/1घ" at 75.
    const plot = (confidence: number): OcrLine => ({
      words: [word('383/1/19', confidence, 864, 795), word('1.1350', 95, 1131, 795)],
    });
    const lent = (page: OcrLine, columnWord: OcrWord) => textOf(withColumnWords([page], [columnWord]));
    expect(lent(plot(81), word('उ83/1/1घ', 75, 864, 794))).toEqual(['383/1/1घ 1.1350']);
    // A scanned B-1's 210ख (person 3604) was read "2109" at 94 on the page, "210ख" at 88 in its column.
    expect(lent(plot(94), word('उ83/1/1घ', 88, 864, 794))).toEqual(['383/1/1घ 1.1350']);
    // Not another number, not from a column word read at almost no confidence, and no sign for a letter.
    expect(lent(plot(81), word('उ83/7/1घ', 75, 864, 794))).toEqual(['383/1/19 1.1350']);
    expect(lent(plot(81), word('उ83/1/1घ', 20, 864, 794))).toEqual(['383/1/19 1.1350']);
    expect(lent(plot(81), word('383/1/1।', 75, 864, 794))).toEqual(['383/1/19 1.1350']);
  });

  it('are the same lines when the columns add nothing', () => {
    const lines = [firstPlot];
    expect(withColumnWords(lines, [word('३७७/२', 86, 864, 794), word('रकबा', 90, 1120, 700)])).toBe(lines);
  });
});

describe('reading the number columns of a page', () => {
  const blank: GreyImage = { width: 1748, height: 1500, pixels: new Uint8Array(1748 * 1500).fill(255) };
  const rules = [
    { x: 229, top: 638, bottom: 1235 },
    { x: 842, top: 632, bottom: 1235 },
    { x: 1109, top: 630, bottom: 1232 },
    { x: 1389, top: 627, bottom: 1229 },
  ];
  const read = (...words: OcrWord[]): OcrResult => ({ text: '', confidence: 0.8, lines: [{ words }] });

  it('reads each number column alone and places its words on the page', async () => {
    const columns: string[] = [];
    const reads = [read(word('३००/३', 91, 10, 242)), read(word('१.०३०९', 80, 14, 245))];
    const lines = await withColumnNumbers(page, blank, rules, async (image) => {
      columns.push(new TextDecoder().decode(image.subarray(0, 16)).split('\n')[1]!);
      return reads.shift()!;
    });
    // the khasra and area columns, cut a little inside their rules, from the top of the shorter rule
    expect(columns).toEqual(['253 600', '266 599']);
    expect(textOf(lines)).toContain('३००/३ १.०३०९');
  });

  it('reads nothing on a page without ruled number columns', async () => {
    const readColumn = jest.fn();
    expect(await withColumnNumbers(page, blank, [], readColumn)).toBe(page);
    expect(readColumn).not.toHaveBeenCalled();
  });
});
