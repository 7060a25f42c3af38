import { toAsciiDigits } from 'shared-api/contract/digits';
import type { Message } from 'shared-api/contract/messages/catalogue';
import { normalizeIndianMobile } from 'shared-api/contract/phone';
import { passesVerhoeff } from 'shared-api/contract/verhoeff';

/**
 * The formats of the identity and bank numbers a farmer types, checked alike in the browser and on the
 * server. Each normalises what was typed (digits of any Indian script as 0–9, spaces dropped, letters in
 * capitals) before it is checked and stored.
 */
export interface TextFormat {
  normalize(typed: string): string;
  isValid(normalized: string): boolean;
  /** What a valid value looks like, for the message under the field. */
  hint: Message;
}

const compact = (typed: string) => toAsciiDigits(typed).replace(/[\s-]+/g, '');
const compactCapitals = (typed: string) => compact(typed).toUpperCase();

export const TEXT_FORMATS = {
  /** 12 digits, the first 2–9, the last the Verhoeff check digit of the others. */
  aadhaar: {
    normalize: compact,
    isValid: (value) => /^[2-9]\d{11}$/.test(value) && passesVerhoeff(value),
    hint: { en: '12 digits, exactly as printed on the Aadhar card', hi: '12 अंक, ठीक वैसे जैसे आधार कार्ड पर छपे हैं' },
  },
  /** AAAAA9999A. */
  pan: {
    normalize: compactCapitals,
    isValid: (value) => /^[A-Z]{5}\d{4}[A-Z]$/.test(value),
    hint: { en: '5 letters, 4 digits and 1 letter, like ABCDE1234F', hi: '5 अक्षर, 4 अंक और 1 अक्षर, जैसे ABCDE1234F' },
  },
  /** AAAA0XXXXXX: the bank's four letters, a zero, the branch's six letters or digits. */
  ifsc: {
    normalize: compactCapitals,
    isValid: (value) => /^[A-Z]{4}0[A-Z\d]{6}$/.test(value),
    hint: {
      en: '4 letters, a zero and 6 letters or digits, like SBIN0001234',
      hi: '4 अक्षर, एक शून्य और 6 अक्षर या अंक, जैसे SBIN0001234',
    },
  },
  /** The EPIC number: 3 letters and 7 digits. */
  voterId: {
    normalize: compactCapitals,
    isValid: (value) => /^[A-Z]{3}\d{7}$/.test(value),
    hint: { en: '3 letters and 7 digits, like ABC1234567', hi: '3 अक्षर और 7 अंक, जैसे ABC1234567' },
  },
  /** 10 digits from 6–9; +91, 91 or 0 in front is dropped. */
  mobile: {
    normalize: (typed) => {
      const digits = compact(typed);
      return normalizeIndianMobile(digits) ?? digits;
    },
    isValid: (value) => /^[6-9]\d{9}$/.test(value),
    hint: { en: '10 digits starting with 6, 7, 8 or 9', hi: '10 अंक, जो 6, 7, 8 या 9 से शुरू हों' },
  },
  /** India Post's PIN code: 6 digits, the first 1–9 (the postal region). */
  pinCode: {
    normalize: compact,
    isValid: (value) => /^[1-9]\d{5}$/.test(value),
    hint: { en: '6 digits, the first not 0, like 261001', hi: '6 अंक, पहला अंक 0 नहीं, जैसे 261001' },
  },
} as const satisfies Record<string, TextFormat>;

export type TextFormatName = keyof typeof TEXT_FORMATS;

/** Whether a typed value is valid in the format (after normalising it). */
export function isValidFormat(name: TextFormatName, typed: string): boolean {
  const format: TextFormat = TEXT_FORMATS[name];
  return format.isValid(format.normalize(typed));
}
