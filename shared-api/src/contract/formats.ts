import { toAsciiDigits } from '@kisan-credit/shared-api/contract/digits';
import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { normalizeIndianMobile } from '@kisan-credit/shared-api/contract/phone';
import { passesVerhoeff } from '@kisan-credit/shared-api/contract/verhoeff';

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
    hint: message('formats:aadhaar.hint'),
  },
  /** AAAAA9999A. */
  pan: {
    normalize: compactCapitals,
    isValid: (value) => /^[A-Z]{5}\d{4}[A-Z]$/.test(value),
    hint: message('formats:pan.hint'),
  },
  /** AAAA0XXXXXX: the bank's four letters, a zero, the branch's six letters or digits. */
  ifsc: {
    normalize: compactCapitals,
    isValid: (value) => /^[A-Z]{4}0[A-Z\d]{6}$/.test(value),
    hint: message('formats:ifsc.hint'),
  },
  /** The EPIC number: 3 letters and 7 digits. */
  voterId: {
    normalize: compactCapitals,
    isValid: (value) => /^[A-Z]{3}\d{7}$/.test(value),
    hint: message('formats:voterId.hint'),
  },
  /** 10 digits from 6–9; +91, 91 or 0 in front is dropped. */
  mobile: {
    normalize: (typed) => {
      const digits = compact(typed);
      return normalizeIndianMobile(digits) ?? digits;
    },
    isValid: (value) => /^[6-9]\d{9}$/.test(value),
    hint: message('formats:mobile.hint'),
  },
  /** India Post's PIN code: 6 digits, the first 1–9 (the postal region). */
  pinCode: {
    normalize: compact,
    isValid: (value) => /^[1-9]\d{5}$/.test(value),
    hint: message('formats:pinCode.hint'),
  },
} as const satisfies Record<string, TextFormat>;

export type TextFormatName = keyof typeof TEXT_FORMATS;

/** Whether a typed value is valid in the format (after normalising it). */
export function isValidFormat(name: TextFormatName, typed: string): boolean {
  const format: TextFormat = TEXT_FORMATS[name];
  return format.isValid(format.normalize(typed));
}
