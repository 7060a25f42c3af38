import { cellImage } from './numberCells';
import type { GreyImage } from './greyImage';
import type { OcrLine, OcrResult } from './ocrEngine';

/** Below this confidence (tesseract's 0..100) a plain number may be a survey number whose letter was read as a digit. */
const DOUBTFUL = 50;
/** Cells read again on one page at most. */
const MAX_CELLS = 16;

/** A number whose last sign is no digit, letter or separator ("1325/2@"): where its letter suffix was. */
const NUMBER_ENDING_IN_A_SIGN = /^\d[\d/]*[^\p{L}\p{M}\p{Nd}/.,\s]$/u;
/** A whole number, or one with slashes, of two digits or more ("8289" may be 828ख). */
const PLAIN_NUMBER = /^\d[\d/]*\d$/;
/** The script's read of the cell: its digits and slashes, then a letter of the script with its signs ("828ख", "|325/2ख", "146मि"). */
const NUMBER_WITH_SCRIPT_LETTER = /^([\d/|]*\d)([^\p{ASCII}\p{M}]\p{M}{0,2})$/u;
/** The script's read drops ASCII ones, or reads them as a bar. */
const DROPPED_ONES = /^1*$/;

interface CellAt {
  line: number;
  word: number;
}

/**
 * The number cells of a record printed in ASCII digits whose letter suffix OCR may have read as a sign or a
 * digit: a number ending in a sign, or a plain number read with doubt.
 */
export function cellsWithLostSuffix(lines: readonly OcrLine[]): CellAt[] {
  return lines
    .flatMap(({ words }, line) =>
      words.flatMap((word, index) =>
        NUMBER_ENDING_IN_A_SIGN.test(word.text) || (PLAIN_NUMBER.test(word.text) && word.confidence < DOUBTFUL)
          ? [{ line, word: index }]
          : [],
      ),
    )
    .slice(0, MAX_CELLS);
}

/**
 * The number with its letter suffix, where the script's read of its cell is the same number (its ASCII ones
 * perhaps dropped) with a letter of the script in place of the first read's last character: "8289" and "828ख"
 * give 828ख, "1325/2@" and "|325/2ख" give 1325/2ख. Undefined where the reads tell different numbers.
 */
export function numberWithSuffix(firstRead: string, scriptRead: string): string | undefined {
  const match = NUMBER_WITH_SCRIPT_LETTER.exec(scriptRead.replace(/\s+/g, ''));
  if (!match) return undefined;
  const [, scriptNumber, letter] = match as unknown as [string, string, string];
  const number = firstRead.slice(0, -1);
  const digits = scriptNumber.replace(/^\|+/, (bars) => '1'.repeat(bars.length));
  if (!number.endsWith(digits) || !DROPPED_ONES.test(number.slice(0, number.length - digits.length))) return undefined;
  return `${number}${letter}`;
}

/**
 * The lines with each number whose letter suffix was lost (`cellsWithLostSuffix`) read again, its cell alone
 * in the record's script, and given the letter that read finds (`numberWithSuffix`). Measured on Khataunis
 * printed in ASCII digits: 'eng+hin' read 828ख as "8289" and 1325/2ख as "1325/2@"; 'hin' alone read both
 * letters, but drops ones, so it only lends the letter. The same lines when no cell gains one.
 */
export async function withLetterSuffixesReread(
  lines: readonly OcrLine[],
  page: GreyImage,
  readInScript: (cell: Uint8Array) => Promise<OcrResult>,
): Promise<readonly OcrLine[]> {
  const cells = cellsWithLostSuffix(lines);
  if (cells.length === 0) return lines;
  const mended = lines.map((line) => ({ words: [...line.words] }));
  let changed = false;
  for (const cell of cells) {
    const word = lines[cell.line]!.words[cell.word]!;
    if (!word.box) continue;
    const withSuffix = numberWithSuffix(word.text, (await readInScript(cellImage(page, word.box))).text);
    if (withSuffix === undefined) continue;
    mended[cell.line]!.words[cell.word] = { ...word, text: withSuffix };
    changed = true;
  }
  return changed ? mended : lines;
}
