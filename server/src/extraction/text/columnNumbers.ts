import { numberWithSuffix } from './cellsReadInScript';
import { croppedGrey, encodePgm, type GreyImage } from './greyImage';
import { DOUBTFUL, hasDigit } from './numberCells';
import type { OcrLine, OcrResult, OcrWord, WordBox } from './ocrEngine';
import type { VerticalRule } from './rulingLines';

/** Rules this share of the page's width apart or closer are one column edge (a thick rule traced twice, a skew). */
const SAME_EDGE = 0.01;
/** A column narrower than this share of the page's width is a gap between doubled rules, not a column. */
const MIN_COLUMN = 0.03;
/** Two edges bound one column only where both run down this share of the shorter one together. */
const MIN_SHARED_RUN = 0.5;
/**
 * A word of letters the page's read is this sure of (tesseract's 0..100) tells a column of names; below it, a
 * word of letters in a number column is a number misread ("पा" at 0 for ५९१).
 */
const SURE_LETTERS = 75;
/**
 * A word the columns' reads give where the page's read has none is taken from this confidence on, and so is
 * a letter suffix one lends.
 */
const MIN_LOST_CONFIDENCE = 30;
/** Two boxes are on one row when they share this share of the shorter one's height. */
const SAME_ROW = 0.5;
/** A word lies over another when they share this share of the narrower one's width. */
const SAME_PLACE = 0.5;

/** A cell's number as OCR gives it: digits, with slashes, points or hyphens between, perhaps a letter after. */
const NUMBER = /^\p{Nd}+(?:[./-]\p{Nd}+)*(?:\p{L}\p{M}*)?$/u;
const isSureLetters = (word: OcrWord) => !hasDigit(word.text) && word.confidence >= SURE_LETTERS;

export interface Column {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A column's edge: the rules at one place across the page, as one rule from the highest top to the lowest bottom. */
type Edge = VerticalRule;

/**
 * The rules grouped into column edges, left to right: rules at one place across the page that run down it
 * together or one after the other are one edge; a box's rule far above the table at the same place is another.
 */
function edgesOf(rules: readonly VerticalRule[], width: number): Edge[] {
  const edges: Edge[] = [];
  for (const rule of [...rules].sort((a, b) => a.x - b.x || a.top - b.top)) {
    const edge = edges.find(
      (other) =>
        rule.x - other.x <= width * SAME_EDGE &&
        rule.top <= other.bottom + width * SAME_EDGE &&
        rule.bottom >= other.top - width * SAME_EDGE,
    );
    if (edge) [edge.top, edge.bottom] = [Math.min(edge.top, rule.top), Math.max(edge.bottom, rule.bottom)];
    else edges.push({ ...rule });
  }
  return edges.sort((a, b) => a.x - b.x);
}

/**
 * The table's columns: the space between an edge and the next one to its right that runs down the page with
 * it.
 */
export function tableColumns(rules: readonly VerticalRule[], width: number): Column[] {
  const edges = edgesOf(rules, width);
  return edges.flatMap((left) => {
    const right = edges.find((edge) => edge.x - left.x >= width * MIN_COLUMN && sharedRun(left, edge) > 0);
    if (!right) return [];
    const shorter = Math.min(left.bottom - left.top, right.bottom - right.top);
    if (sharedRun(left, right) < shorter * MIN_SHARED_RUN) return [];
    return [
      { left: left.x, right: right.x, top: Math.max(left.top, right.top), bottom: Math.min(left.bottom, right.bottom) },
    ];
  });
}

const sharedRun = (a: Edge, b: Edge) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);

const centreOf = (box: WordBox) => ({ x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 });
const isIn = (column: Column, box: WordBox) => {
  const { x, y } = centreOf(box);
  return x > column.left && x < column.right && y > column.top && y < column.bottom;
};

/**
 * The columns where the page's read found numbers, and below the first of them no more words of letters it was
 * sure of than numbers: a table's number columns, their headings aside.
 */
export function numberColumns(columns: readonly Column[], lines: readonly OcrLine[]): Column[] {
  const words = lines.flatMap((line) => line.words);
  return columns.filter((column) => {
    const inColumn = words.filter((word) => word.box && isIn(column, word.box));
    const numbers = inColumn.filter((word) => NUMBER.test(word.text));
    if (numbers.length === 0) return false;
    const firstNumber = Math.min(...numbers.map((word) => word.box!.y0));
    const letters = inColumn.filter((word) => word.box!.y0 >= firstNumber && isSureLetters(word));
    return letters.length <= numbers.length;
  });
}

function rowOverlap(a: WordBox, b: WordBox): number {
  const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return shared / Math.max(1, Math.min(a.y1 - a.y0, b.y1 - b.y0));
}
function placeOverlap(a: WordBox, b: WordBox): number {
  const shared = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return shared / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));
}
const isOver = (a: WordBox, b: WordBox) => placeOverlap(a, b) >= SAME_PLACE && rowOverlap(a, b) >= SAME_ROW;
/** The page's read has the word near where the column's read puts it: a box shifted a little, not a lost word. */
const isNear = (a: WordBox, b: WordBox) => placeOverlap(a, b) >= SAME_PLACE && rowOverlap(a, b) > 0;

/** The line a word lost by the page's read belongs on: the one sharing most of its row, if any shares enough. */
function hostLine(lines: readonly OcrLine[], box: WordBox): number | undefined {
  let [best, bestOverlap] = [undefined as number | undefined, SAME_ROW];
  lines.forEach((line, index) => {
    for (const word of line.words) {
      const overlap = word.box ? rowOverlap(word.box, box) : 0;
      if (overlap >= bestOverlap) [best, bestOverlap] = [index, overlap];
    }
  });
  return best;
}

const byLeft = (a: OcrWord, b: OcrWord) => (a.box?.x0 ?? 0) - (b.box?.x0 ?? 0);
const topOf = (line: OcrLine) => Math.min(...line.words.map((word) => word.box?.y0 ?? Infinity));

/**
 * The page's lines with the words its columns' reads found that hold a digit. Such a word over doubtful words
 * of the page's read takes their place where it is surer (two column words over one page word both do). Over
 * a number, it lends the letter suffix the page's read took for a digit, however sure that read was
 * (`numberWithSuffix`: "383/1/19" at 81 under "उ83/1/1घ" is 383/1/1घ, and "2109" at 94 under "210ख" at 88 is
 * 210ख). Over no word, it joins the line of its row, or with the other lost words of its row makes a line of
 * its own, placed among the page's lines by height. Any other word the page's read was sure of stays, and a
 * word the page's read has a little higher or lower is not added again.
 */
export function withColumnWords(lines: readonly OcrLine[], columnWords: readonly OcrWord[]): readonly OcrLine[] {
  const pageWords = lines.flatMap((line) => line.words).filter((word) => word.box);
  const replacements = new Map<OcrWord, OcrWord[]>();
  const lost: OcrWord[] = [];
  for (const columnWord of columnWords) {
    const box = columnWord.box;
    if (!box || !hasDigit(columnWord.text)) continue;
    const under = pageWords.filter((word) => isOver(word.box!, box));
    if (under.length === 0) {
      const readNearby = pageWords.some((word) => isNear(word.box!, box));
      if (!readNearby && columnWord.confidence >= MIN_LOST_CONFIDENCE) lost.push(columnWord);
      continue;
    }
    const lendsSuffix = under.length === 1 && columnWord.confidence >= MIN_LOST_CONFIDENCE;
    const withSuffix = lendsSuffix ? numberWithSuffix(under[0]!.text, columnWord.text) : undefined;
    if (withSuffix) replacements.set(under[0]!, [{ ...under[0]!, text: withSuffix }]);
    else if (under.every((word) => word.confidence < DOUBTFUL && word.confidence < columnWord.confidence))
      for (const word of under) replacements.set(word, [...(replacements.get(word) ?? []), columnWord]);
  }
  if (replacements.size === 0 && lost.length === 0) return lines;
  const placed = new Set<OcrWord>();
  const mended = lines.map((line) => ({
    words: line.words.flatMap((word) => {
      const columnRead = replacements.get(word);
      if (!columnRead) return [word];
      const unplaced = columnRead.filter((columnWord) => !placed.has(columnWord)).sort(byLeft);
      for (const columnWord of unplaced) placed.add(columnWord);
      return unplaced;
    }),
  }));
  const newRows: OcrLine[] = [];
  for (const columnWord of lost) {
    const host = hostLine(mended, columnWord.box!);
    const row = host === undefined ? hostLine(newRows, columnWord.box!) : undefined;
    if (host !== undefined) mended[host] = { words: [...mended[host]!.words, columnWord].sort(byLeft) };
    else if (row !== undefined) newRows[row]!.words.push(columnWord);
    else newRows.push({ words: [columnWord] });
  }
  const withNewRows = mended.filter((line) => line.words.length > 0);
  for (const row of newRows) {
    const below = withNewRows.findIndex((line) => topOf(line) > topOf(row));
    withNewRows.splice(below === -1 ? withNewRows.length : below, 0, { words: row.words.sort(byLeft) });
  }
  return withNewRows;
}

/** The column cut out of the page, a little inside its edges so that no trace of the rules is read. */
function columnImage(page: GreyImage, column: Column): { image: Uint8Array; left: number; top: number } {
  const inset = Math.max(2, Math.round(page.width / 250));
  const left = Math.min(page.width - 1, column.left + inset);
  const top = Math.max(0, column.top);
  const region = {
    left,
    top,
    width: Math.max(1, column.right - inset - left),
    height: Math.max(1, Math.min(page.height, column.bottom) - top),
  };
  return { image: encodePgm(croppedGrey(page, region)), left, top };
}

/**
 * The lines with the numbers of the table's number columns, each column read alone (`readColumn`): the
 * page's read loses a row's numbers where they sit between the lines of a name written over two (a B-1's
 * second plot beside an owner's village), or reads them as letters at no confidence. The same lines when the
 * page has no ruled number column or its reads add nothing.
 */
export async function withColumnNumbers(
  lines: readonly OcrLine[],
  page: GreyImage,
  rules: readonly VerticalRule[],
  readColumn: (image: Uint8Array) => Promise<OcrResult>,
): Promise<readonly OcrLine[]> {
  const columnWords: OcrWord[] = [];
  for (const column of numberColumns(tableColumns(rules, page.width), lines)) {
    const { image, left, top } = columnImage(page, column);
    const read = await readColumn(image);
    for (const word of read.lines.flatMap((line) => line.words))
      if (word.box)
        columnWords.push({
          ...word,
          box: { x0: word.box.x0 + left, x1: word.box.x1 + left, y0: word.box.y0 + top, y1: word.box.y1 + top },
        });
  }
  return withColumnWords(lines, columnWords);
}
