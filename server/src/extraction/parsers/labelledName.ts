import { valueAfterLabel } from './labelValue';
import { leadingPersonName, personName } from './personName';
import { isMostlyDevanagari } from './text';

const LOOKAHEAD_LINES = 2;
/** Words of a name with its wrapped part: more are two names run together. */
const MAX_NAME_WORDS = 5;
// A line below the label that ends in a PIN code is an address read next to the label ("Customer Name", then
// "Pradesh - 206504" on a page read a column at a time), not the name.
const PIN_CODE = /(?<![0-9])[1-9][0-9]{2}\s?[0-9]{3}(?![0-9])/;

/**
 * The label "Whose Name" as printed and as OCR reads it, as regular-expression source for `whose` (itself
 * source: 'father|husband'): the possessive with or without its apostrophe, the apostrophe read as a space
 * ("Father s Name"), "m" read as "rn" ("Father's Narne").
 */
export function whoseNameLabel(whose: string): string {
  return `(?:${whose})(?:['’\\s]?s)?\\s*na(?:me|rne)\\b`;
}

/**
 * Names printed after a label: on the label's line after ':' ("Elector's Name : Ramesh Kumar") or on a line
 * below it ("Name" then "RAMESH KUMAR"), skipping Hindi lines in between. Lines matching `exclude` are
 * not labels of this kind ("Father's Name" holds "Name"). `wrapsNames`: the document wraps a long name onto
 * a line of its own (a voter card), so a name on the label's line may end on the next (`withWrappedWord`).
 */
export function labelledNames(
  lines: readonly string[],
  label: RegExp,
  exclude?: RegExp,
  { wrapsNames = false } = {},
): string[] {
  const names: string[] = [];
  lines.forEach((line, index) => {
    const match = label.exec(line);
    if (!match || exclude?.test(line)) return;
    const value = valueAfterLabel(line.slice(match.index + match[0].length));
    const sameLine = leadingPersonName(value) ?? trailingPersonName(value);
    const name =
      sameLine && wrapsNames
        ? withWrappedWord(sameLine, value, lines[index + 1])
        : (sameLine ?? nameBelow(lines, index, label, exclude));
    if (name && !names.includes(name)) names.push(name);
  });
  return names;
}

/**
 * The name read after its label on the label's line (`text`), with its last word where a long name wraps onto
 * a line of its own ("Elector's Name : Jagat Narayan Chandra", then "Kashyap"): the name runs to its line's
 * end, and the next line is one name word alone, written in the same case. One word only, so that a name of
 * two words (a father's, its label lost) is never taken for the rest. Only for documents that wrap names so:
 * on a PAN, OCR may put the holder's one-word name below the father's ("RAKESH KUMAR CHAUHAN", then "BHOLA",
 * a scanned PAN); on a passbook, a place may follow the holder's name.
 */
function withWrappedWord(name: string, text: string, next: string | undefined): string {
  const lastWord = text.trim().split(/\s+/).at(-1) ?? '';
  const runsToLineEnd = lastWord.toLowerCase() === name.split(' ').at(-1)!.toLowerCase();
  const wordInSameCase = lastWord === lastWord.toUpperCase() ? /^[A-Z]{3,}$/ : /^[A-Z][a-z]{2,}$/;
  const word = next?.trim() ?? '';
  const wrapped = runsToLineEnd && wordInSameCase.test(word) ? personName(word) : undefined;
  return wrapped && name.split(' ').length < MAX_NAME_WORDS ? `${name} ${wrapped}` : name;
}

/** A name after junk the label left ("Name 7m Rajesh Tripathi", the Hindi half of the label misread). */
function trailingPersonName(value: string): string | undefined {
  const tail = value.split(/[0-9:;/\\|]/).at(-1);
  return tail === value ? undefined : personName(tail ?? '');
}

/**
 * The name on a line below the label; none when that line is a label itself (OCR read the value above its
 * label) or an address.
 */
function nameBelow(
  lines: readonly string[],
  labelIndex: number,
  label: RegExp,
  otherLabel: RegExp | undefined,
): string | undefined {
  for (let index = labelIndex + 1; index <= labelIndex + LOOKAHEAD_LINES && index < lines.length; index += 1) {
    const line = lines[index]!;
    if (isMostlyDevanagari(line)) continue;
    if (label.test(line) || otherLabel?.test(line) || PIN_CODE.test(line)) return undefined;
    return leadingPersonName(line);
  }
  return undefined;
}
