import {
  cellsToReadInScript,
  numberWithSlashes,
  numberWithSuffix,
  withCellsReadInScript,
  wordOfScript,
} from './cellsReadInScript';
import type { OcrLine, OcrResult, OcrWord } from './ocrEngine';

const word = (text: string, confidence: number, x0: number): OcrWord => ({
  text,
  confidence,
  box: { x0, y0: 10, x1: x0 + text.length * 15, y1: 30 },
});

// Rows of a Khatauni printed in ASCII digits, as 'eng+hin' read them (persons 2000 and 2002 of the bench).
const suffixAsDigit: OcrLine = { words: [word('हि', 20, 10), word('8289', 37, 600), word('0.6293', 90, 800)] };
const suffixAsSign: OcrLine = {
  words: [word('साहू', 90, 300), word('fo', 40, 500), word('1325/2@', 77, 600), word('0.2697', 93, 800)],
};
// 94क on a scanned Khatauni (person 2407); Karnataka prints a Latin hissa letter as a capital.
const suffixAsSmallLetter: OcrLine = { words: [word('94h', 81, 600), word('12/3A', 90, 700), word('0.3193', 93, 800)] };
const readRight: OcrLine = { words: [word('150ख', 88, 600), word('0.9148', 95, 800), word('964', 92, 900)] };

// A B-1's village as 'eng+hin' read it (person 2100's scan).
const villageInLatin: OcrLine = { words: [word('ग्राम', 90, 10), word(':', 90, 100), word('Weal', 42, 200)] };

const cellsOf = (lines: OcrLine[]) => cellsToReadInScript(lines).map(({ line, word }) => ({ line, word }));

describe('cells to read again in the script', () => {
  it('are numbers ending in a sign or a small letter, plain numbers read with doubt and doubtful Latin words', () => {
    expect(cellsOf([suffixAsDigit, suffixAsSign, readRight, villageInLatin, suffixAsSmallLetter])).toEqual([
      { line: 0, word: 1 },
      { line: 1, word: 2 },
      { line: 3, word: 2 },
      { line: 4, word: 0 },
    ]);
    // Karnataka's hissa 4ಅ and Maharashtra's 617/4घ on clean pages (persons 2402 and 2408).
    expect(cellsOf([{ words: [word('4e9', 64, 200), word('617/49', 85, 600)] }])).toEqual([
      { line: 0, word: 0 },
      { line: 0, word: 1 },
    ]);
    // 437/3/3क read with a sign and a Latin letter for its letter (a scanned Khatauni PDF, person 3111).
    expect(cellsOf([{ words: [word('437/3/3%h', 93, 600), word('0.0862', 95, 800)] }])).toEqual([{ line: 0, word: 0 }]);
  });

  it('leave areas, confident numbers and Latin words, words of the script and one digit alone', () => {
    const line: OcrLine = {
      words: [
        word('0.12', 10, 0),
        word('1136/2', 96, 100),
        word('कुल', 10, 200),
        word('4', 20, 300),
        word('Khasra', 91, 400),
        word('No', 20, 500),
      ],
    };
    expect(cellsOf([line])).toEqual([]);
  });
});

describe('a number given the letter its script read finds', () => {
  it('takes the letter in place of the last character read', () => {
    expect(numberWithSuffix('8289', '828ख')).toBe('828ख');
    expect(numberWithSuffix('1325/2@', '|325/2ख')).toBe('1325/2ख');
    expect(numberWithSuffix('1325/2@', '325/2ख\n')).toBe('1325/2ख');
    expect(numberWithSuffix('1469', '146मि')).toBe('146मि');
    // A one inside the number that the script's read dropped (a clean B-1, person 3308).
    expect(numberWithSuffix('8139', '83घ')).toBe('813घ');
    // A digit read as the letter drawn like it (a B-1's khasra column read alone, person 3300).
    expect(numberWithSuffix('383/1/19', 'उ83/1/1घ')).toBe('383/1/1घ');
    // A speck between the digits that the script's read took for a letter (a clean Khatauni, person 2409).
    expect(numberWithSuffix('320%', '3उ20क')).toBe('320क');
    // A letter the first read dropped, at confidence 0 (a clean Khatauni, person 2401).
    expect(numberWithSuffix('675', '675मि')).toBe('675मि');
    expect(numberWithSuffix('94h', '94क')).toBe('94क');
    expect(numberWithSuffix('4e9', '4ಅ')).toBe('4ಅ');
    expect(numberWithSuffix('617/49', '617/4घ')).toBe('617/4घ');
    // A Pahani's hissa letter after a slash, read as Latin letters (a scan, person 3112).
    expect(numberWithSuffix('574/es', '574/ఆ')).toBe('574/ఆ');
    // A sign and a Latin letter for the letter (a scanned Khatauni PDF, person 3111).
    expect(numberWithSuffix('437/3/3%h', '437/3/3क')).toBe('437/3/3क');
  });

  it('keeps nothing where the reads tell different numbers, or the script read has no letter', () => {
    expect(numberWithSuffix('8289', '8289')).toBeUndefined();
    expect(numberWithSuffix('8289', '928ख')).toBeUndefined();
    expect(numberWithSuffix('5289', '28ख')).toBeUndefined();
    expect(numberWithSuffix('8239', '83घ')).toBeUndefined();
    expect(numberWithSuffix('383/1/19', 'उ83/7/1घ')).toBeUndefined();
    // A letter for a slash, ones dropped at the number's end, a sign or a digit for the letter.
    expect(numberWithSuffix('383/1/19', '383उ1/1घ')).toBeUndefined();
    expect(numberWithSuffix('2111', '2क')).toBeUndefined();
    expect(numberWithSuffix('2169', '216’')).toBeUndefined();
    expect(numberWithSuffix('2169', '216१')).toBeUndefined();
    expect(numberWithSuffix('8289', '828B')).toBeUndefined();
    expect(numberWithSuffix('8289', '')).toBeUndefined();
    expect(numberWithSuffix('320%', '3उउ20क')).toBeUndefined();
    expect(numberWithSuffix('320%', '3उ2क')).toBeUndefined();
  });
});

describe("a plain number given the script's read of its cell", () => {
  it('takes the slashes the first read took for ones, and nothing else', () => {
    // A holder's share on a scanned B-1 (person 2405).
    expect(numberWithSlashes('213', '2/3\n')).toBe('2/3');
    expect(numberWithSlashes('112', '1/2')).toBe('1/2');
    expect(numberWithSlashes('213', '213')).toBeUndefined();
    expect(numberWithSlashes('213', '2/4')).toBeUndefined();
    expect(numberWithSlashes('2173', '2/3')).toBeUndefined();
  });
});

describe("a Latin word given the script's read of its cell", () => {
  it('takes a word of the script, and nothing else', () => {
    expect(wordOfScript('Weal', 'भैरंूदा\n')).toBe('भैरंूदा');
    expect(wordOfScript('Weal', 'Weal')).toBeUndefined();
    expect(wordOfScript('Weal', 'भर')).toBe('भर');
    expect(wordOfScript('Weal', 'भै')).toBeUndefined();
    expect(wordOfScript('Weal', 'भ')).toBeUndefined();
    expect(wordOfScript('Weal', 'भैरं 12')).toBeUndefined();
    expect(wordOfScript('Weal', '')).toBeUndefined();
  });
});

describe('reading cells again in the script', () => {
  const page = { width: 1000, height: 40, pixels: new Uint8Array(1000 * 40).fill(255) };
  const read = (text: string): OcrResult => ({ text, confidence: 0.9, lines: [] });

  it("mends each cell the script's read allows, and leaves the others as read", async () => {
    const reads = ['828ख', '1325/29', 'भैरंूदा'];
    const cells: Uint8Array[] = [];
    const lines = await withCellsReadInScript(
      [suffixAsDigit, suffixAsSign, readRight, villageInLatin],
      page,
      async (cell) => {
        cells.push(cell);
        return read(reads.shift()!);
      },
    );
    expect(cells).toHaveLength(3);
    expect(lines.map((line) => line.words.map((w) => w.text).join(' '))).toEqual([
      'हि 828ख 0.6293',
      'साहू fo 1325/2@ 0.2697',
      '150ख 0.9148 964',
      'ग्राम : भैरंूदा',
    ]);
  });

  it('returns the same lines when there is nothing to read again', async () => {
    const lines = [readRight];
    const readInScript = jest.fn();
    expect(await withCellsReadInScript(lines, page, readInScript)).toBe(lines);
    expect(readInScript).not.toHaveBeenCalled();
  });
});
