import { bySlots, areLookAlikes, type Fixed } from './confusions';

export interface SlottedCode extends Fixed {
  /** The characters as OCR read them (after a doubled one was dropped). */
  read: string;
}

/**
 * OCR sometimes reads one printed character twice, as itself and as its look-alike ("VSFPKO0436H",
 * "HCI19540479", "OWSs5288243"): one character too many, next to its look-alike, is taken as that doubling.
 * Two equal characters are not: codes print real doubles ("JBNPP…"). A letter beside a digit is the usual
 * doubling (O and 0, I and 1), so it is undone first: "BOPPDO0161N" is BOPPD0161N before BOPPO0161N.
 */
function withoutDoubling(text: string): string[] {
  const letterAndDigit: string[] = [];
  const others: string[] = [];
  for (let index = 0; index + 1 < text.length; index += 1) {
    const [first, second] = [text[index]!, text[index + 1]!];
    if (!areLookAlikes(first, second)) continue;
    const reading = text.slice(0, index) + text.slice(index + 1);
    (/[0-9]/.test(first) !== /[0-9]/.test(second) ? letterAndDigit : others).push(reading);
  }
  return [...letterAndDigit, ...others];
}

const TOKEN_SEPARATORS = /[\s:;,.|()[\]{}"'=_~-]+/;
const TOKEN_SEPARATORS_BUT_BRACKETS = /[\s:;,.|{}"'=_~-]+/;
// A token with a ")" or "]" it never opened (")ZQ8387256", "OK)8479190", "KLBPR5239)"): a J whose top OCR lost.
const UNOPENED_CLOSE = /^[^([]*[)\]][^([]*$/;

/**
 * Codes with a fixed pattern of letter and digit positions (PAN, EPIC, IFSC) found in a line: every token,
 * and every join of up to three neighbouring tokens (OCR splits codes), of the code's length is read
 * slot by slot and kept when `isValid` accepts it. A doubled character costs one fix.
 */
export function slottedCodes(line: string, slots: string, isValid: (code: string) => boolean): SlottedCode[] {
  const tokens = line.split(TOKEN_SEPARATORS).filter((token) => token !== '');
  const found: SlottedCode[] = [];
  const keep = (read: string, extraFixes: number) => {
    const fixed = bySlots(read, slots);
    if (fixed && isValid(fixed.text) && !found.some((code) => code.text === fixed.text)) {
      found.push({ ...fixed, fixes: fixed.fixes + extraFixes, read });
    }
  };
  for (let start = 0; start < tokens.length; start += 1) {
    let joined = '';
    for (let end = start; end < tokens.length && end < start + 3; end += 1) {
      joined += tokens[end];
      if (joined.length === slots.length) keep(joined, 0);
      if (joined.length === slots.length + 1) for (const reading of withoutDoubling(joined)) keep(reading, 1);
      if (joined.length > slots.length) break;
    }
  }
  for (const token of line.split(TOKEN_SEPARATORS_BUT_BRACKETS)) {
    if (token.length === slots.length && UNOPENED_CLOSE.test(token)) keep(token, 0);
  }
  return found;
}
