/**
 * The zero of each Indian script's digits (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu,
 * Kannada, Malayalam): each script's ten digits follow its zero in Unicode.
 */
const INDIAN_DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

const INDIAN_DIGITS = new RegExp(
  `[${INDIAN_DIGIT_ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('')}]`,
  'gu',
);

/** The text with digits typed in any Indian script written as 0–9 ('९८७६' → '9876'); all else unchanged. */
export function toAsciiDigits(text: string): string {
  return text.replace(INDIAN_DIGITS, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = INDIAN_DIGIT_ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}
