import { BANK_NAMES_BY_IFSC_CODE } from './bankCodes';
import { asDigits } from './confusions';
import type { Found } from './found';
import { slottedCodes, type SlottedCode } from './slottedCode';

const IFSC_LETTERS = /^[A-Z]{4}[A-Z0-9]{7}$/;
const IFSC_LABEL = /\bI\s?F\s?S\s?C?\b|IFS\s*code/i;
const BRANCH_LENGTH = 6;
// Branch parts are mostly digits, and OCR reads some as letters ("0S82974", "0SOT904" for 0407904); real
// lettered branch parts hold letters that look like no digit ("0CAGSBK", "0DC0097"). A branch of look-alike
// letters with fewer real digits than this is more likely lettered than misread.
const MIN_REAL_DIGITS_IN_BRANCH = 3;
const MAX_FIXES = 2;
const CONFIDENCE = {
  knownBank: 0.95,
  unknownBank: 0.6,
  perFix: 0.1,
  unlabelled: 0.1,
  floor: 0.4,
  branchCodeAgrees: 0.05,
};
// "Branch Code: 58507"; many banks' IFSC ends with (or holds) the branch code, so the two confirm each other.
const BRANCH_CODE = /\bbr(?:anch|\.)?\s*co[dt]e\b\W*\S*?([0-9]{4,6})\b/i;

export interface IfscCode extends Found {
  /** The bank its code names, when the code is in the table. */
  bankName?: string;
}

/**
 * A bank's letters as photos misread them: the bold H of Bank of Maharashtra's MAHB read as M ("MAMBOZ75404",
 * "MAMBOZSSS0®").
 */
const LETTER_FOR_MISREAD_LETTER: Readonly<Record<string, string>> = { M: 'H' };

/** The code of a bank the table does not know, with a misread letter of its prefix undone where that gives one it does. */
function withKnownBank(code: SlottedCode): SlottedCode {
  const prefix = code.text.slice(0, 4);
  if (BANK_NAMES_BY_IFSC_CODE[prefix]) return code;
  const known = [...prefix].flatMap((letter, index) => {
    const meant = LETTER_FOR_MISREAD_LETTER[letter];
    const candidate = meant && `${prefix.slice(0, index)}${meant}${prefix.slice(index + 1)}`;
    return candidate && BANK_NAMES_BY_IFSC_CODE[candidate] ? [candidate] : [];
  });
  return known.length === 1 ? { ...code, text: known[0]! + code.text.slice(4), fixes: code.fixes + 1 } : code;
}

/**
 * The fifth character is always 0: whatever was read there is one for a known bank's code. An unknown
 * code needs a real 0 there, or words run together ("BANK OF INDIA") would pass.
 */
function withFifthZero(code: SlottedCode): SlottedCode | undefined {
  if (code.read[4] === '0') return code;
  if (!BANK_NAMES_BY_IFSC_CODE[code.text.slice(0, 4)]) return undefined;
  return { ...code, text: `${code.text.slice(0, 4)}0${code.text.slice(5)}`, fixes: code.fixes + 1 };
}

/** The code with a branch part of digits and digit look-alikes read as digits, each look-alike a fix. */
function withBranchDigits(code: SlottedCode): SlottedCode {
  const digits = asDigits(code.read.slice(-BRANCH_LENGTH), { digitsOnly: true });
  if (!digits || digits.fixes === 0 || BRANCH_LENGTH - digits.fixes < MIN_REAL_DIGITS_IN_BRANCH) return code;
  return { ...code, text: code.text.slice(0, -BRANCH_LENGTH) + digits.text, fixes: code.fixes + digits.fixes };
}

/**
 * IFSC codes: four letters, a 0, six letters or digits. Digits read in the letter slots are read back as
 * letters. Codes of known banks and codes on an "IFSC" line are trusted more.
 */
export function ifscCodes(lines: readonly string[]): IfscCode[] {
  const found: IfscCode[] = [];
  for (const line of lines) {
    // A real word read as a code needs many changes in its letter and 0 slots; a code needs few.
    const codes = slottedCodes(line, 'LLLLAAAAAAA', (code) => IFSC_LETTERS.test(code))
      .flatMap((code) => withFifthZero(withKnownBank(code)) ?? [])
      .filter((code) => code.fixes <= MAX_FIXES);
    for (const read of codes.map(withBranchDigits)) {
      if (found.some((code) => code.value === read.text)) continue;
      const bankName = BANK_NAMES_BY_IFSC_CODE[read.text.slice(0, 4)];
      const base = bankName ? CONFIDENCE.knownBank : CONFIDENCE.unknownBank;
      const penalty = read.fixes * CONFIDENCE.perFix + (IFSC_LABEL.test(line) ? 0 : CONFIDENCE.unlabelled);
      found.push({
        value: read.text,
        confidence: Math.max(CONFIDENCE.floor, base - penalty),
        ...(bankName ? { bankName } : {}),
      });
    }
  }
  // An unknown code is most likely a misread word when a known one was found.
  const likely = found.some((code) => code.bankName) ? found.filter((code) => code.bankName) : found;
  return likely.length > 1 ? withBranchCodeAgreement(likely, lines) : likely;
}

/** Of codes read twice, differently, the one whose branch part holds the page's branch code is trusted more. */
function withBranchCodeAgreement(codes: IfscCode[], lines: readonly string[]): IfscCode[] {
  const branchCode = lines.map((line) => BRANCH_CODE.exec(line)?.[1]).find((code) => code !== undefined);
  if (!branchCode) return codes;
  return codes.map((code) =>
    code.value.slice(-BRANCH_LENGTH).includes(branchCode)
      ? { ...code, confidence: code.confidence + CONFIDENCE.branchCodeAgrees }
      : code,
  );
}
