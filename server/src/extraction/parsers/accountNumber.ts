import { asDigits } from './confusions';
import { digitRuns } from './digitRuns';
import type { Found } from './found';
import { valueAfterLabel } from './labelValue';

// "A/c No", "A/C No.", "SB A/C No", "Account No.", "Account Number", "Acct No", "खाता संख्या"; OCR reads the
// slash of "A/c No." as l or 1 too ("Alc No.", "Alc Number"), and may join "SB Account No" into one word.
const ACCOUNT_LABEL =
  /\ba\s?[/\\|]\s?c(?![a-z])|\ba[l1]c\s*n(?:o|umber)\b|\bac\s*no\b|\bacc(?:oun)?t\b|(?<=sb)account|account(?=no\b)|खाता\s*(?:संख्या|सं|नं)/i;
// Other numbers printed beside the account number on passbooks, never the account number itself; OCR reads
// the I of CIF as 1, l or |.
const OTHER_NUMBER_LABEL =
  /\b(?:c[i1l|]f|customer\s*(?:id|no)|cust\.?\s*id|crn|branch\s*code|micr|ifsc|mob(?:ile)?|phone|ph|tel|pin)\b/i;
// A line whose number follows a word is that word's value, however OCR misread the word ("GIF No. 7818…").
const LABELLED_NUMBER_LINE = /^[^0-9]*[A-Za-z]{2}/;
const CONFIDENCE = { exact: 0.9, perFix: 0.15, nextLine: 0.1, floor: 0.5, unlabelled: 0.5 };

/**
 * Account numbers are printed whole or in groups of three to six; lone groups of one or two digits before
 * one are what is left of the label ("Account No. / @rdT 4. 1 965927347025780", its ':' read as 1).
 */
function withoutLabelDigits(run: readonly string[]): readonly string[] {
  const start = run.findIndex((group) => group.length > 2);
  return start === -1 ? run : run.slice(start);
}

function accountNumberIn(text: string): { digits: string; fixes: number } | undefined {
  const head = text.split(OTHER_NUMBER_LABEL)[0] ?? '';
  for (const run of digitRuns(head)) {
    const read = asDigits(withoutLabelDigits(run).join(''));
    if (read && read.text.length >= 9 && read.text.length <= 18) return { digits: read.text, fixes: read.fixes };
  }
  return undefined;
}

/** The bank account number on the labelled line (or the line below a bare label): 9 to 18 digits. */
export function accountNumbers(lines: readonly string[]): Found[] {
  return lines.flatMap((line, index): Found[] => {
    const label = ACCOUNT_LABEL.exec(line);
    if (!label) return [];
    const sameLine = accountNumberIn(valueAfterLabel(line.slice(label.index + label[0].length)));
    const next = lines[index + 1];
    const nextIsValue = next !== undefined && !ACCOUNT_LABEL.test(next) && !LABELLED_NUMBER_LINE.test(next);
    const nextLine = sameLine || !nextIsValue ? undefined : accountNumberIn(next);
    const read = sameLine ?? nextLine;
    if (!read) return [];
    const confidence = CONFIDENCE.exact - read.fixes * CONFIDENCE.perFix - (sameLine ? 0 : CONFIDENCE.nextLine);
    return [{ value: read.digits, confidence: Math.max(CONFIDENCE.floor, confidence) }];
  });
}

// A line holding only a number, perhaps after the ':' of a label read apart from it (or the ':' read as 1).
const NUMBER_LINE = /^[\s:;+~|-]*((?:[0-9]{1,2}\s+)?[0-9][0-9 ]*)$/;
const MOBILE_NUMBER = /^[6-9][0-9]{9}$/;

/**
 * The account number when OCR lost its label or read it apart from it (a page read a column at a time):
 * passbooks print the account number first among their numbers, so it is the first line that is only a
 * number of 9 to 18 digits, and not a mobile number.
 */
export function unlabelledAccountNumber(lines: readonly string[]): Found | undefined {
  for (const line of lines) {
    const number = NUMBER_LINE.exec(line)?.[1];
    const read = number === undefined ? undefined : accountNumberIn(number);
    if (read && !MOBILE_NUMBER.test(read.digits)) return { value: read.digits, confidence: CONFIDENCE.unlabelled };
  }
  return undefined;
}

// The same account number printed again on the page (a second print line, the top of the page), read apart.
const SAME_NUMBER_PREFIX = 6;

/**
 * The account number read again elsewhere on the page with the length its bank issues, when the one read
 * on its labelled line has another length (a digit lost or doubled on a photo: "8977123350111" beside
 * ": 89771233501161" for a 14-digit Bank of Baroda number); both start alike.
 */
export function accountNumberOfLength(
  lines: readonly string[],
  misread: string,
  length: number,
): { digits: string; fixes: number } | undefined {
  for (const line of lines) {
    const number = NUMBER_LINE.exec(line)?.[1];
    const read = number === undefined ? undefined : accountNumberIn(number);
    if (
      read?.digits.length === length &&
      read.digits.slice(0, SAME_NUMBER_PREFIX) === misread.slice(0, SAME_NUMBER_PREFIX)
    )
      return read;
  }
  return undefined;
}
