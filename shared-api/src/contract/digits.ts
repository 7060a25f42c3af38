/**
 * The digit sets Indian documents and keyboards print numbers in, by the code point of their zero: ASCII,
 * Devanagari (Hindi, Marathi), Bengali, Gurmukhi (Punjabi), Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam
 * and full-width (some phone keyboards and PDF fonts). Each set's ten digits are consecutive code points.
 */
export const DIGIT_ZERO = {
  ascii: 0x0030,
  devanagari: 0x0966,
  bengali: 0x09e6,
  gurmukhi: 0x0a66,
  gujarati: 0x0ae6,
  odia: 0x0b66,
  tamil: 0x0be6,
  telugu: 0x0c66,
  kannada: 0x0ce6,
  malayalam: 0x0d66,
  fullWidth: 0xff10,
} as const;

export type DigitSet = keyof typeof DIGIT_ZERO;

const DIGIT_ZEROS: readonly number[] = Object.values(DIGIT_ZERO);

/** The ten digits of the set, zero first. */
export function digitsOf(set: DigitSet): string {
  return String.fromCodePoint(...Array.from({ length: 10 }, (_, digit) => DIGIT_ZERO[set] + digit));
}

const NON_ASCII_DIGIT = new RegExp(
  `[${DIGIT_ZEROS.slice(1)
    .map((zero) => `\\u${zero.toString(16).padStart(4, '0')}-\\u${(zero + 9).toString(16).padStart(4, '0')}`)
    .join('')}]`,
  'gu',
);

/** The text with every digit of these sets written as an ASCII digit; everything else is left as it is. */
export function toAsciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}
