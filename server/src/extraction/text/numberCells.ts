import { encodePgm, enlargedGrey, type GreyImage } from './greyImage';
import type { OcrLine, OcrResult, OcrWord, WordBox } from './ocrEngine';

/** Below this confidence (tesseract's 0..100) a word of letters on a table row may be a number cell misread. */
const DOUBTFUL = 50;
/** A cell read again as digits is taken from this confidence (0..1) on. */
const MIN_DIGITS_CONFIDENCE = 0.7;
/** Cells read again on one page at most: a page of nothing but doubtful words is no table OCR can mend. */
const MAX_CELLS = 16;
/** White margin around a cut-out cell, as a share of its height: tesseract misreads glyphs that touch the edge. */
const MARGIN = 0.3;
/**
 * A word's box may clip its glyphs (a headline, a vowel sign): the cell is cut this share of its height wider
 * on each side, half of it taller.
 */
const GROW = 0.3;
/**
 * The height a cell is enlarged to, in pixels. Cut out at the page's size (18 px on a clean B-1 page), २१६ was
 * read as nothing; enlarged to 48 px, as २१६ at confidence 0.90.
 */
const CELL_HEIGHT = 48;

const hasDigit = (text: string) => /\p{Nd}/u.test(text);
const isLetterWord = (word: OcrWord) => /\p{L}/u.test(word.text) && !hasDigit(word.text);
/** An initial before a name ("टी.", "B."), which stands where a row's serial number may. */
const isInitial = (text: string) => /^\p{L}\p{M}*\.$/u.test(text);
/** A number as a cell prints it: digits, with slashes, points or hyphens between ("930/2", "0.43.46", "1-11"). */
const NUMBER = /^\p{Nd}+(?:[./-]{1,2}\p{Nd}+)*$/u;

interface CellAt {
  line: number;
  word: number;
}

/**
 * The words of a table's rows that OCR read as letters where the row's numbers stand: doubtful words of
 * letters on a line that holds a number, before its first confident word of letters or after its last (a
 * row's names sit between its number cells: serial, survey number and area, khata). A speck narrower than
 * half its height is no cell, and an initial ("टी.") starts a name.
 */
export function numberCellsReadAsLetters(lines: readonly OcrLine[]): CellAt[] {
  return lines
    .flatMap(({ words }, line) => {
      if (!words.some((word) => hasDigit(word.text))) return [];
      const confident = words.flatMap((word, index) =>
        isLetterWord(word) && word.confidence >= DOUBTFUL ? [index] : [],
      );
      const [first, last] = [confident[0] ?? words.length, confident.at(-1) ?? -1];
      return words.flatMap((word, index) => {
        const outsideNames = index < first || index > last;
        const { box } = word;
        const isCell = box !== undefined && box.x1 - box.x0 >= (box.y1 - box.y0) / 2;
        const doubtfulLetters = isLetterWord(word) && !isInitial(word.text) && word.confidence < DOUBTFUL;
        return outsideNames && isCell && doubtfulLetters ? [{ line, word: index }] : [];
      });
    })
    .slice(0, MAX_CELLS);
}

/** The box cut out of the page, a little grown, enlarged to CELL_HEIGHT and set in a white margin, as an image tesseract reads. */
export function cellImage(page: GreyImage, box: WordBox): Uint8Array {
  const boxHeight = Math.max(1, box.y1 - box.y0);
  const [growX, growY] = [Math.round(boxHeight * GROW), Math.round((boxHeight * GROW) / 2)];
  const [left, top] = [Math.max(0, box.x0 - growX), Math.max(0, box.y0 - growY)];
  const [right, bottom] = [Math.min(page.width, box.x1 + 1 + growX), Math.min(page.height, box.y1 + 1 + growY)];
  const [cutWidth, cutHeight] = [Math.max(1, right - left), Math.max(1, bottom - top)];
  const cut = new Uint8Array(cutWidth * cutHeight).fill(255);
  for (let y = top; y < bottom; y++)
    cut.set(page.pixels.subarray(y * page.width + left, y * page.width + right), (y - top) * cutWidth);
  const cell = enlargedGrey({ width: cutWidth, height: cutHeight, pixels: cut }, CELL_HEIGHT / boxHeight);
  const margin = Math.max(2, Math.round(cell.height * MARGIN));
  const width = cell.width + 2 * margin;
  const height = cell.height + 2 * margin;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < cell.height; y++)
    pixels.set(cell.pixels.subarray(y * cell.width, (y + 1) * cell.width), (y + margin) * width + margin);
  return encodePgm({ width, height, pixels });
}

/**
 * The lines with each number cell OCR read as letters (`numberCellsReadAsLetters`) read again alone, as
 * digits and their separators only, where that read is a number and confident. The same lines when none is.
 */
export async function withNumberCellsReread(
  lines: readonly OcrLine[],
  page: GreyImage,
  readDigits: (cell: Uint8Array) => Promise<OcrResult>,
): Promise<readonly OcrLine[]> {
  const cells = numberCellsReadAsLetters(lines);
  if (cells.length === 0) return lines;
  const mended = lines.map((line) => ({ words: [...line.words] }));
  let changed = false;
  for (const cell of cells) {
    const word = lines[cell.line]!.words[cell.word]!;
    const read = await readDigits(cellImage(page, word.box!));
    const number = read.text.replace(/\s+/g, '');
    if (!NUMBER.test(number) || read.confidence < MIN_DIGITS_CONFIDENCE) continue;
    mended[cell.line]!.words[cell.word] = { ...word, text: number, confidence: read.confidence * 100 };
    changed = true;
  }
  return changed ? mended : lines;
}

/** The lines as text, their words spaced. */
export function textOfLines(lines: readonly OcrLine[]): string {
  return lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
}
