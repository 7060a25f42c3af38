/**
 * OCR misreads between look-alike letters and digits. A typed slot (a digit position of a PAN, the fifth
 * character of an IFSC) tells which of the two was printed, so the misread can be undone there.
 */

const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};
const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  '|': '1',
  i: '1',
  B: '8',
  S: '5',
  s: '5',
  Z: '2',
  z: '2',
  G: '6',
};

/**
 * In a part printed as digits only (an IFSC's branch part), T is a 7 whose slant OCR straightened and A a 4
 * whose top OCR closed ("MAHB0A93688"); anywhere else they are too common letters to read as digits.
 */
const DIGIT_FOR_LETTER_IN_DIGITS_ONLY: Readonly<Record<string, string>> = { ...DIGIT_FOR_LETTER, T: '7', A: '4' };

/** Characters that may stand for a digit in OCR output. */
export const DIGIT_LIKE = '0-9OoDQIli|BSsZzG';

export interface Fixed {
  text: string;
  /** How many characters had to be changed. */
  fixes: number;
}

/**
 * The text with every character read as a digit; undefined when a character cannot be one. `digitsOnly`
 * says the text is printed as digits only, so T is read as 7 and A as 4 too.
 */
export function asDigits(text: string, { digitsOnly = false }: { digitsOnly?: boolean } = {}): Fixed | undefined {
  const lookAlikes = digitsOnly ? DIGIT_FOR_LETTER_IN_DIGITS_ONLY : DIGIT_FOR_LETTER;
  let fixes = 0;
  let result = '';
  for (const character of text) {
    if (character >= '0' && character <= '9') result += character;
    else if (lookAlikes[character]) {
      result += lookAlikes[character];
      fixes += 1;
    } else return undefined;
  }
  return { text: result, fixes };
}

/**
 * In a slot printed as a letter only (a PAN's, an EPIC's or an IFSC's letters), 7 is a Z whose base OCR lost
 * on a blurred photo ("2718369093" for ZZI8369093), ")" or "]" a J whose top OCR lost ("KLBPR5239)",
 * "OK]8479190"), and "€" a C ("€SQ1039980"). None is a look-alike elsewhere: a 7 in a run of digits stays a 7.
 */
const LETTER_FOR_LOOK_ALIKE_IN_LETTER_SLOT: Readonly<Record<string, string>> = {
  ...LETTER_FOR_DIGIT,
  '7': 'Z',
  ')': 'J',
  ']': 'J',
  '€': 'C',
};

/** The text upper-cased with every character read as a letter; undefined when a character cannot be one. */
export function asLetters(text: string): Fixed | undefined {
  let fixes = 0;
  let result = '';
  for (const character of text.toUpperCase()) {
    if (character >= 'A' && character <= 'Z') result += character;
    else if (LETTER_FOR_LOOK_ALIKE_IN_LETTER_SLOT[character]) {
      result += LETTER_FOR_LOOK_ALIKE_IN_LETTER_SLOT[character];
      fixes += 1;
    } else return undefined;
  }
  return { text: result, fixes };
}

/** The letter a character is or looks like: O for 0 and o, I for 1 and l, S for 5 and s. */
function letterOf(character: string): string {
  const digit = /[0-9]/.test(character) ? character : DIGIT_FOR_LETTER[character];
  return (digit && LETTER_FOR_DIGIT[digit]) ?? character.toUpperCase();
}

/** Two different characters OCR could have read for the same printed one ("O" and "0", "I" and "1", "S" and "s"). */
export function areLookAlikes(first: string, second: string): boolean {
  return first !== second && letterOf(first) === letterOf(second);
}

function asEither(character: string): Fixed | undefined {
  return /[A-Za-z0-9]/.test(character) ? { text: character.toUpperCase(), fixes: 0 } : undefined;
}

/** Reads each character by its slot's kind: 'L' a letter, 'D' a digit, 'A' either (kept as read). */
export function bySlots(text: string, slots: string): Fixed | undefined {
  if (text.length !== slots.length) return undefined;
  let fixes = 0;
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    const slot = slots[index];
    const read = slot === 'L' ? asLetters(character) : slot === 'D' ? asDigits(character) : asEither(character);
    if (!read) return undefined;
    result += read.text;
    fixes += read.fixes;
  }
  return { text: result, fixes };
}
