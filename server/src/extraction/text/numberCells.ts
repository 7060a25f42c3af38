import { toAsciiDigits } from '@kisan-credit/shared-api/contract/digits';
import { croppedGrey, encodePgm, enlargedGrey, type GreyImage } from './greyImage';
import type { OcrLine, OcrResult, OcrWord, WordBox } from './ocrEngine';

/** Below this confidence (tesseract's 0..100) a word of letters on a table row may be a number cell misread. */
export const DOUBTFUL = 50;
/** A cell read again as digits is taken from this confidence (0..1) on, unless it mends two digit sets. */
const MIN_DIGITS_CONFIDENCE = 0.7;
/** Cells read again on one page at most: a page of nothing but doubtful words is no table OCR can mend. */
const MAX_CELLS = 16;
/** White margin around a cell image, as a share of its height: tesseract misreads glyphs that touch the edge. */
const MARGIN = 0.3;
/**
 * A word's box may clip its glyphs (a headline, a vowel sign): the cell is cut this share of its height wider
 * on each side, half of it taller.
 */
const GROW = 0.3;
/** Room left around the cell's ink, as a share of the ink's height. */
const INK_PADDING = 0.25;
/** Less contrast than this between a cell's darkest and brightest pixel, and it holds no ink. */
const MIN_INK_CONTRAST = 32;
/**
 * The height a cell's ink is enlarged to, in pixels. Cut out at the page's size (18 px on a clean B-1 page),
 * २१६ was read as nothing, enlarged to 48 px as २१६ at confidence 0.90; on a phone photo whose word box was
 * three times the digits' height, ౧-౧౧ was read only once cut to its ink.
 */
const CELL_HEIGHT = 48;
/**
 * The height a garbled cell's ink is enlarged to when no read of it at CELL_HEIGHT in the record's script is a
 * number: a scanned Khatauni's १६५ख was "१६्पख" at 0.13 in Marathi's data at 48 px, and १६५ख at 0.89 at 72 px.
 */
const ENLARGED_CELL_HEIGHT = CELL_HEIGHT * 1.5;
/** A word box lower than this is a speck or a rule OCR took for a word. */
const MIN_BOX_HEIGHT = 8;

export const hasDigit = (text: string) => /\p{Nd}/u.test(text);
const digitCount = (text: string) => text.match(/\p{Nd}/gu)?.length ?? 0;
const withoutBrackets = (text: string) => text.replace(/^[([]+|[)\]]+$/g, '');
/** ASCII digits among another script's: no record prints a number so, OCR misread it ("౦0౦0030౦" for ౦౦౦౩౦). */
const mixesDigitSets = (text: string) => /[0-9]/.test(text) && /[^\P{Nd}0-9]/u.test(text);
const isLetterWord = (word: OcrWord) => /\p{L}/u.test(word.text) && !hasDigit(word.text);
/** An initial before a name ("टी.", "B."), which stands where a row's serial number may. */
const isInitial = (text: string) => /^\p{L}\p{M}*\.$/u.test(text);
/** A number as a cell prints it: digits, with slashes, points or hyphens between ("930/2", "0.43.46", "1-11"). */
const NUMBER = /^\p{Nd}+(?:[./-]{1,2}\p{Nd}+)*$/u;
/** A number's letter suffix, perhaps after a slash, as a record's script prints it ("ख", "मि", "/ఆ"), or nothing. */
const SCRIPT_SUFFIX = /(?:\/?[^\P{L}\p{ASCII}]\p{M}{0,2})?$/u;

export interface CellAt {
  line: number;
  word: number;
}

/**
 * The words of a table's rows that may be number cells OCR misread: doubtful words of letters, and doubtful
 * numbers (a Pahani's ౧౩౬౭/౧ read "౧౩౬౭౮౧" at confidence 23, its slash taken for a ౮), on a line that holds a
 * number, before its first confident word of letters or after its last (a row's names sit between its number
 * cells: serial, survey number and area, khata). On a record printed in its script's digits
 * (`inScriptDigits`), a number read with ASCII digits among the script's is doubtful however sure. A speck
 * narrower than half its height or lower than MIN_BOX_HEIGHT is no cell, and an initial ("टी.") starts a name.
 */
export function doubtfulNumberCells(lines: readonly OcrLine[], { inScriptDigits = false } = {}): CellAt[] {
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
        const isCell =
          box !== undefined && box.y1 - box.y0 >= MIN_BOX_HEIGHT && box.x1 - box.x0 >= (box.y1 - box.y0) / 2;
        const doubtfulLetters = isLetterWord(word) && !isInitial(word.text) && word.confidence < DOUBTFUL;
        const doubtfulNumber =
          hasDigit(word.text) && (word.confidence < DOUBTFUL || (inScriptDigits && mixesDigitSets(word.text)));
        return outsideNames && isCell && (doubtfulLetters || doubtfulNumber) ? [{ line, word: index }] : [];
      });
    })
    .slice(0, MAX_CELLS);
}

/**
 * The cell as an image tesseract reads: the word's box cut out of the page a little grown, then cut to its ink
 * (what is darker than halfway between its darkest and brightest pixel) with some room, its contrast
 * stretched, enlarged to `height` and set in a white margin.
 */
export function cellImage(page: GreyImage, box: WordBox, height = CELL_HEIGHT): Uint8Array {
  const boxHeight = Math.max(1, box.y1 - box.y0);
  const [growX, growY] = [Math.round(boxHeight * GROW), Math.round((boxHeight * GROW) / 2)];
  const left = Math.max(0, box.x0 - growX);
  const top = Math.max(0, box.y0 - growY);
  const right = Math.min(page.width, box.x1 + 1 + growX);
  const bottom = Math.min(page.height, box.y1 + 1 + growY);
  const cut = inkOf(croppedGrey(page, { left, top, width: right - left, height: bottom - top }));
  return encodePgm(withMargin(enlargedGrey(cut, height / cut.height)));
}

/** The image cut to its ink with INK_PADDING around, its contrast stretched to black and white; as it is when it holds none. */
function inkOf(image: GreyImage): GreyImage {
  let [darkest, brightest] = [255, 0];
  for (const value of image.pixels) [darkest, brightest] = [Math.min(darkest, value), Math.max(brightest, value)];
  if (brightest - darkest < MIN_INK_CONTRAST) return image;
  const halfway = (darkest + brightest) / 2;
  let [x0, y0, x1, y1] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (image.pixels[y * image.width + x]! < halfway)
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  const padding = Math.round((y1 - y0 + 1) * INK_PADDING);
  const left = Math.max(0, x0 - padding);
  const top = Math.max(0, y0 - padding);
  const region = {
    left,
    top,
    width: Math.min(image.width, x1 + 1 + padding) - left,
    height: Math.min(image.height, y1 + 1 + padding) - top,
  };
  const ink = croppedGrey(image, region);
  const stretched = ink.pixels.map((value) => Math.round(((value - darkest) * 255) / (brightest - darkest)));
  return { ...ink, pixels: stretched };
}

function withMargin(image: GreyImage): GreyImage {
  const margin = Math.max(2, Math.round(image.height * MARGIN));
  const width = image.width + 2 * margin;
  const height = image.height + 2 * margin;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < image.height; y++)
    pixels.set(image.pixels.subarray(y * image.width, (y + 1) * image.width), (y + margin) * width + margin);
  return { width, height, pixels };
}

/**
 * Whether `number`, a cell's read in the script's digits, mends `word`, read in them with ASCII digits among
 * them, by dropping ASCII digits only: the script's digits and the separators are kept as the word has them,
 * and two digits at least. Tesseract gives such a read no confidence to judge by: a Pahani's khata ౦౦౭౧౪,
 * read "౦008౭౧౪" on the page, was ౦౦౭౧౪ at 0.00 as digits, and ౦౦౦౩౦, read "౦0౦0030౦", was ౦౦౦౩౦ at 0.60.
 */
export function mendsMixedSets(number: string, word: string): boolean {
  if (!mixesDigitSets(word) || !NUMBER.test(number) || /[0-9]/.test(number)) return false;
  const wanted = [...toAsciiDigits(number)];
  // How many of the number's characters the word's characters so far can give, each way of dropping ASCII digits.
  let reachable = new Set([0]);
  for (const character of word) {
    const mayDrop = /[0-9]/.test(character);
    const value = toAsciiDigits(character);
    const next = new Set<number>();
    for (const given of reachable) {
      if (mayDrop) next.add(given);
      if (wanted[given] === value) next.add(given + 1);
    }
    reachable = next;
  }
  return reachable.has(wanted.length) && digitCount(number) >= 2;
}

/**
 * The lines with the word at each of `cells` replaced by what `mend` gives for it (in turn, so that one OCR
 * engine reads one cell at a time); the same lines when it gives nothing for any.
 */
export async function withWordsMended<Cell extends CellAt>(
  lines: readonly OcrLine[],
  cells: readonly Cell[],
  mend: (word: OcrWord, cell: Cell) => Promise<OcrWord | undefined>,
): Promise<readonly OcrLine[]> {
  const mended = lines.map((line) => ({ words: [...line.words] }));
  let changed = false;
  for (const cell of cells) {
    const word = await mend(lines[cell.line]!.words[cell.word]!, cell);
    if (!word) continue;
    mended[cell.line]!.words[cell.word] = word;
    changed = true;
  }
  return changed ? mended : lines;
}

/**
 * A number in one script's digits. A word read as a number takes only such a read of its cell: a letter in it
 * is a digit misread ("श२७१९" for १२७१), and so is an ASCII digit among the script's ("१9८" for १७८).
 */
const isOneScriptNumber = (text: string) => NUMBER.test(text) && !mixesDigitSets(text);

/** The text as a cell's number in one script's digits and its letter suffix, brackets aside; undefined where it is none. */
function cellNumberOf(text: string): { number: string; suffix: string } | undefined {
  const bare = withoutBrackets(text);
  const suffix = SCRIPT_SUFFIX.exec(bare)![0];
  const number = bare.slice(0, bare.length - suffix.length);
  return isOneScriptNumber(number) ? { number, suffix } : undefined;
}

/**
 * A read of an unsure cell that is a number as survey and area cells print it: two digits or more in one
 * script's digits, with a letter suffix only where the page's read of the cell ends in that letter too (a
 * last digit misread as a letter, "१६प" for १६५, is no suffix).
 */
function cellNumberRead(read: OcrResult, word: OcrWord): OcrWord | undefined {
  const cell = cellNumberOf(read.text.replace(/\s+/g, ''));
  if (!cell || digitCount(cell.number) < 2) return undefined;
  if (cell.suffix !== '' && !word.text.endsWith(cell.suffix.replace(/^\//, ''))) return undefined;
  return { ...word, text: `${cell.number}${cell.suffix}`, confidence: read.confidence * 100 };
}

/**
 * A cell's read in the record's script where it holds two digits or more and is surer than the page's read:
 * the digits and the letters OCR reads for some of them, which the parsers know ("श्०्६रघ" for १०६२घ); for a
 * word the page read as a number, only a number in one script's digits, its brackets aside.
 */
function scriptNumber(read: OcrResult, word: OcrWord): OcrWord | undefined {
  const text = read.text.replace(/\s+/g, '');
  const fits = !hasDigit(word.text) || isOneScriptNumber(withoutBrackets(text));
  return digitCount(text) >= 2 && fits && read.confidence * 100 > word.confidence
    ? { ...word, text, confidence: read.confidence * 100 }
    : undefined;
}

const mostConfident = (words: readonly OcrWord[]) => [...words].sort((a, b) => b.confidence - a.confidence)[0];

/**
 * An unsure cell's read in the record's script, without the digits' limit, by each of `readsInScript` in turn
 * (`image` is the cell at CELL_HEIGHT). Where the page's read is no number, the most confident read that is
 * one as cells print it (`cellNumberRead`) is taken however unsure, for tesseract's confidence does not tell
 * a number from letters among digits; where no read is one but some hold a digit, the cell is read again at
 * ENLARGED_CELL_HEIGHT. Measured on Khataunis printed in Devanagari digits: Hindi's data read १६५ख "श्द५ख"
 * and Marathi's "१६्पख" at 48 px, Marathi's १६५ख at 72 px; Marathi's read ५५७ख "पप७्ख" at 0.62 and Hindi's
 * ५५७ख at 0.52. Where the page's read is a number, or no read is, the most confident read that
 * `scriptNumber` takes.
 */
async function scriptReadOfCell(
  page: GreyImage,
  word: OcrWord,
  image: Uint8Array,
  readsInScript: readonly ((cell: Uint8Array) => Promise<OcrResult>)[],
): Promise<OcrWord | undefined> {
  const readsOf = async (cell: Uint8Array) => {
    const reads: OcrResult[] = [];
    for (const readCell of readsInScript) reads.push(await readCell(cell));
    return reads;
  };
  const surestOf = (reads: readonly OcrResult[], take: (read: OcrResult, word: OcrWord) => OcrWord | undefined) =>
    mostConfident(reads.flatMap((read) => take(read, word) ?? []));
  let reads = await readsOf(image);
  if (cellNumberOf(word.text) !== undefined) return surestOf(reads, scriptNumber);
  if (!reads.some((read) => cellNumberRead(read, word)) && reads.some((read) => hasDigit(read.text)))
    reads = [...reads, ...(await readsOf(cellImage(page, word.box!, ENLARGED_CELL_HEIGHT)))];
  const number = surestOf(reads, cellNumberRead);
  // Kept at least as sure as the page's read, so that the vote with the first read does not undo it.
  return number
    ? { ...number, confidence: Math.max(number.confidence, word.confidence) }
    : surestOf(reads, scriptNumber);
}

/**
 * The lines with each doubtful number cell (`doubtfulNumberCells`) read again alone, as digits and their
 * separators only, where that read is a number and confident; each of `readDigits` is tried in turn until one
 * is. On a record printed in its script's digits (`inScriptDigits`), a number read in two digit sets takes a
 * read that mends them (`mendsMixedSets`) where none is confident, and nothing else if the page's read was
 * sure of it (a Karnataka RTC's area read "0-೨೭" on a scan was "೦.೨೭" as digits). Where no read fits, an
 * unsure cell is read in the record's script without the digits' limit (`scriptReadOfCell`): on a clean
 * Jamabandi, १०६२घ read as "श्ण्घ्स्घ" at confidence 2 was "१०" at 0.00 as digits, and "श्०्६रघ" at 0.31 in
 * Hindi. The same lines when no cell is mended.
 */
export async function withNumberCellsReread(
  lines: readonly OcrLine[],
  page: GreyImage,
  readDigits: readonly ((cell: Uint8Array) => Promise<OcrResult>)[],
  inScriptDigits?: { readsInScript: readonly ((cell: Uint8Array) => Promise<OcrResult>)[] },
): Promise<readonly OcrLine[]> {
  const cells = doubtfulNumberCells(lines, { inScriptDigits: inScriptDigits !== undefined });
  return withWordsMended(lines, cells, async (word) => {
    const image = cellImage(page, word.box!);
    const isUnsure = word.confidence < DOUBTFUL;
    let mixedSetsMended: OcrWord | undefined;
    for (const readCell of readDigits) {
      const read = await readCell(image);
      const number = read.text.replace(/\s+/g, '');
      if (!NUMBER.test(number)) continue;
      if (isUnsure && read.confidence >= MIN_DIGITS_CONFIDENCE)
        return { ...word, text: number, confidence: read.confidence * 100 };
      if (inScriptDigits && !mixedSetsMended && mendsMixedSets(number, word.text))
        mixedSetsMended = { ...word, text: number, confidence: Math.max(word.confidence, read.confidence * 100) };
    }
    if (mixedSetsMended) return mixedSetsMended;
    return isUnsure && inScriptDigits ? scriptReadOfCell(page, word, image, inScriptDigits.readsInScript) : undefined;
  });
}

/** The lines as text, their words spaced. */
export function textOfLines(lines: readonly OcrLine[]): string {
  return lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
}
