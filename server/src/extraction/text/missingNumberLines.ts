// Shorter digit runs (dates, PIN codes split by spaces) are too common to say anything about a missed line.
const LONG_NUMBER = /\d{6,}/g;

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/**
 * `text` with the lines of `otherRead` (another OCR pass over the same page) that hold a long number
 * `text` lacks appended. Measured on phone photos of passbook pages: the prepared photo's read is the
 * better one, but its page layout now and then drops the account number's line, which the photo read as
 * uploaded keeps. Only such lines are taken, so that the other read's misspelt words do not compete
 * with the better read's.
 */
export function withMissingNumberLines(text: string, otherRead: string): string {
  const known = withoutSpaces(text);
  const missing = otherRead
    .split('\n')
    .filter((line) => (withoutSpaces(line).match(LONG_NUMBER) ?? []).some((number) => !known.includes(number)));
  return missing.length === 0 ? text : [text, ...missing].join('\n');
}
