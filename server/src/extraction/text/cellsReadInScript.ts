import { cellImage, withWordsMended, type CellAt } from './numberCells';
import type { GreyImage } from './greyImage';
import type { OcrLine, OcrWord } from './ocrEngine';

/**
 * Below this confidence (tesseract's 0..100) a plain number may be a survey number whose letter was read as a
 * digit ("8289" at 37, "13047" at 75 and "617/49" at 85 for 828ख, 1304ग and 617/4घ), and a Latin word a name
 * of the script ("Weal" at 42 for भैरूंदा).
 */
const DOUBTFUL_NUMBER = 90;
const DOUBTFUL_WORD = 50;
/** Cells read again on one page at most. */
const MAX_CELLS = 16;

/**
 * A number ending in a sign that is no digit, letter or separator, perhaps with a Latin letter after it
 * ("1325/2@", "437/3/3%h"): where its letter suffix was.
 */
const NUMBER_ENDING_IN_A_SIGN = /^\d[\d/]*[^\p{L}\p{M}\p{Nd}/.,\s][a-zA-Z]?$/u;
/**
 * A number ending in a small Latin letter, perhaps with a digit or letter after it ("94h" for 94क, "4e9" for
 * Karnataka's hissa 4ಅ): records print a Latin hissa letter as a capital ("12/3A").
 */
const NUMBER_ENDING_IN_A_SMALL_LETTER = /^\d[\d/]*[a-z][a-z\d]?$/;
/** The number a cell's first read begins with, before the letter or sign it read for a suffix. */
const LEADING_NUMBER = /^[\d/]*\d/;
/** A whole number, or one with slashes, of two digits or more ("8289" may be 828ख). */
const PLAIN_NUMBER = /^\d[\d/]*\d$/;
/** Digits with slashes between ("2/3", "20/3/1"). */
const NUMBER_WITH_SLASHES = /^\d+(?:\/\d+)+$/;
/** A word of Latin letters only, three or more. */
const LATIN_WORD = /^[A-Za-z]{3,}$/;
/**
 * The script's read of a number's cell: its digits and slashes, then a letter of the script with its signs,
 * perhaps after a slash ("828ख", "|325/2ख", "146मि", a Pahani's "574/ఆ"). A letter it made of a speck between
 * the digits is dropped ("3उ20क" for 320क).
 */
const NUMBER_WITH_SCRIPT_LETTER = /^([\d/|]*(?:[^\p{ASCII}\p{M}]\p{M}?)?[\d/]*\d)(\/?[^\P{L}\p{ASCII}]\p{M}{0,2})$/u;
/** The script's read of a word's cell: letters and signs of a script other than Latin, two or more. */
const SCRIPT_WORD = /^(?:[^\p{ASCII}\p{M}]\p{M}*){2,}$/u;

/** How a word the first read gave is mended by its cell's read in the script; undefined where it is not. */
type Mend = (firstRead: string, scriptRead: string) => string | undefined;

interface CellToRead extends CellAt {
  mend: Mend;
}

/**
 * Whether `digits` are `number` with some of its ASCII ones left out, as the script's read drops them (or
 * reads them as a bar, made a one before this is asked): "83" for 813, "325/2" for 1325/2. A digit other than
 * a one must follow the last one left out: a read that dropped the ones at a number's end ("2" for 211) tells
 * too little.
 */
function isMissingOnlyOnes(number: string, digits: string): boolean {
  let next = 0;
  let sinceLastDropped = '';
  for (const character of number) {
    if (character === digits[next]) {
      next++;
      sinceLastDropped += character;
    } else if (character === '1') sinceLastDropped = '';
    else return false;
  }
  const droppedNone = number.length === digits.length;
  return next === digits.length && (droppedNone || /[02-9]/.test(sinceLastDropped));
}

/**
 * Whether `scriptNumber` is `number` read in the script with a letter for one of its digits ("उ83/1/1" for
 * 383/1/1: the script's उ is drawn like a 3).
 */
const hasLetterForDigit = (number: string, scriptNumber: string) =>
  number.length === scriptNumber.length &&
  [...number].every(
    (character, index) =>
      character === scriptNumber[index] || (/\d/.test(character) && /[^\d/|]/.test(scriptNumber[index]!)),
  );

/**
 * The number with its letter suffix, where the script's read of its cell is the same number (its ASCII ones
 * perhaps dropped, a letter perhaps read for a digit or a speck) with a letter of the script in place of the
 * first read's last character, or after it where the first read dropped the letter: "8289" and "828ख" give
 * 828ख, "1325/2@" and "|325/2ख" give 1325/2ख, "675" and "675मि" give 675मि, "4e9" and "4ಅ" give 4ಅ,
 * "383/1/19" and "उ83/1/1घ" give 383/1/1घ. Undefined where the reads tell different numbers.
 */
export function numberWithSuffix(firstRead: string, scriptRead: string): string | undefined {
  const match = NUMBER_WITH_SCRIPT_LETTER.exec(scriptRead.replace(/\s+/g, ''));
  if (!match) return undefined;
  const [, scriptNumber, letter] = match as unknown as [string, string, string];
  const digits = scriptNumber.replace(/^\|+/, (bars) => '1'.repeat(bars.length)).replace(/[^\d/]/g, '');
  const number = [firstRead.slice(0, -1), firstRead, LEADING_NUMBER.exec(firstRead)?.[0] ?? ''].find(
    (candidate) => isMissingOnlyOnes(candidate, digits) || hasLetterForDigit(candidate, scriptNumber),
  );
  return number === undefined ? undefined : `${number}${letter}`;
}

/**
 * The script's read of a plain number where it is the same number with slashes the first read took for ones:
 * "213" and "2/3" give the share 2/3 (a scanned B-1); undefined otherwise.
 */
export function numberWithSlashes(firstRead: string, scriptRead: string): string | undefined {
  const number = scriptRead.replace(/\s+/g, '');
  return NUMBER_WITH_SLASHES.test(number) && number.replaceAll('/', '1') === firstRead ? number : undefined;
}

const plainNumberMended: Mend = (firstRead, scriptRead) =>
  numberWithSuffix(firstRead, scriptRead) ?? numberWithSlashes(firstRead, scriptRead);

/** The script's read of a word the first read gave in Latin letters, where it is a word of the script ("भैरूंदा" for "Weal"). */
export function wordOfScript(_firstRead: string, scriptRead: string): string | undefined {
  const word = scriptRead.trim();
  return SCRIPT_WORD.test(word) ? word : undefined;
}

function cellToRead(word: OcrWord): Mend | undefined {
  if (NUMBER_ENDING_IN_A_SIGN.test(word.text) || NUMBER_ENDING_IN_A_SMALL_LETTER.test(word.text))
    return numberWithSuffix;
  if (PLAIN_NUMBER.test(word.text) && word.confidence < DOUBTFUL_NUMBER) return plainNumberMended;
  if (LATIN_WORD.test(word.text) && word.confidence < DOUBTFUL_WORD) return wordOfScript;
  return undefined;
}

/**
 * The cells of a record printed in its own script and ASCII digits that the page's read in English and the
 * script may have given in the wrong script: a number ending in a sign or a small letter, or a plain number
 * read with doubt (its letter suffix read as a sign, a Latin letter or a digit, its slash as a one), and a
 * doubtful word of Latin letters (a name).
 */
export function cellsToReadInScript(lines: readonly OcrLine[]): CellToRead[] {
  return lines
    .flatMap(({ words }, line) =>
      words.flatMap((word, index) => {
        const mend = cellToRead(word);
        return mend ? [{ line, word: index, mend }] : [];
      }),
    )
    .slice(0, MAX_CELLS);
}

/**
 * The lines with each cell of `cellsToReadInScript` read again alone in the record's script, and mended where
 * that read allows. Measured on Khataunis and B-1s printed in ASCII digits: 'eng+hin' read 828ख as "8289",
 * 1325/2ख as "1325/2@" and the village भैरूंदा as "Weal"; 'hin' alone read the letters and the name, but
 * drops ASCII ones, so for a number it only lends the letter. The same lines when no cell is mended.
 */
export async function withCellsReadInScript(
  lines: readonly OcrLine[],
  page: GreyImage,
  readInScript: (cell: Uint8Array) => Promise<{ text: string }>,
): Promise<readonly OcrLine[]> {
  return withWordsMended(lines, cellsToReadInScript(lines), async (word, { mend }) => {
    if (!word.box) return undefined;
    const text = mend(word.text, (await readInScript(cellImage(page, word.box))).text);
    return text === undefined ? undefined : { ...word, text };
  });
}
