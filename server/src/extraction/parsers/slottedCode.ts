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

const TOKEN_SEPARATORS = /[\s:;,.|{}"'=_~-]+/;
const BRACKETS = /[()[\]]+/;
// A token with a ")" or "]" it never opened (")ZQ8387256", "OK)8479190", "KLBPR5239)"): a J whose top OCR lost.
const UNOPENED_CLOSE = /^[^([]*[)\]][^([]*$/;

/**
 * Codes with a fixed pattern of letter and digit positions (PAN, EPIC, IFSC) found in a line: every token,
 * and every join of up to three neighbouring tokens (OCR splits codes), of the code's length is read
 * slot by slot and kept when `isValid` accepts it. A doubled character costs one fix. Brackets part
 * tokens, except an unopened one inside a token that reads as a code with it.
 */
export function slottedCodes(line: string, slots: string, isValid: (code: string) => boolean): SlottedCode[] {
  const found: SlottedCode[] = [];
  const readAs = (read: string, extraFixes: number): SlottedCode | undefined => {
    const fixed = bySlots(read, slots);
    return fixed && isValid(fixed.text) ? { ...fixed, fixes: fixed.fixes + extraFixes, read } : undefined;
  };
  const keep = (read: string, extraFixes: number) => {
    const code = readAs(read, extraFixes);
    if (code && !found.some((other) => other.text === code.text)) found.push(code);
  };
  const tokens = line
    .split(TOKEN_SEPARATORS)
    .flatMap((token) => (UNOPENED_CLOSE.test(token) && readAs(token, 0) ? [token] : token.split(BRACKETS)))
    .filter((token) => token !== '');
  for (let start = 0; start < tokens.length; start += 1) {
    let joined = '';
    for (let end = start; end < tokens.length && end < start + 3; end += 1) {
      joined += tokens[end];
      if (joined.length === slots.length) keep(joined, 0);
      if (joined.length === slots.length + 1) for (const reading of withoutDoubling(joined)) keep(reading, 1);
      if (joined.length > slots.length) break;
    }
  }
  return found;
}
