/** Line-level clean-up shared by the parsers: OCR output differs in spaces, quotes and digit scripts. */
import { toAsciiDigits } from '@kisan-credit/shared-api/contract/digits';

// A digit of an Indian script (Devanagari to Malayalam: each set starts at …6 of its block).
const SCRIPT_DIGIT =
  '[\\u0966-\\u096F\\u09E6-\\u09EF\\u0A66-\\u0A6F\\u0AE6-\\u0AEF\\u0B66-\\u0B6F\\u0BE6-\\u0BEF\\u0C66-\\u0C6F\\u0CE6-\\u0CEF\\u0D66-\\u0D6F]';
const SCRIPT_DIGIT_CHARACTER = new RegExp(`^${SCRIPT_DIGIT}$`);
/** The value of a non-zero digit, ASCII or of an Indian script, with whether it is a script's; else undefined. */
function nonZeroDigit(character: string | undefined): { value: number; script: boolean } | undefined {
  if (character === undefined) return undefined;
  if (/^[1-9]$/.test(character)) return { value: Number(character), script: false };
  if (!SCRIPT_DIGIT_CHARACTER.test(character)) return undefined;
  const value = (character.codePointAt(0)! % 16) - 6;
  return value === 0 ? undefined : { value, script: true };
}

/**
 * A record read in English and its script may give one printed digit in both digit sets, side by side
 * ("౭3౩౬" for ౭౩౬): such a pair counts once. Zeros are left alone: a 0 beside a ౦ is as often two zeros,
 * both sets drawing a ring.
 */
function withoutTwinDigits(text: string): string {
  const characters = [...text];
  return characters
    .filter((character, at) => {
      const digit = nonZeroDigit(character);
      if (!digit || digit.script) return true;
      const isTwin = (other: string | undefined) => {
        const near = nonZeroDigit(other);
        return near?.script === true && near.value === digit.value;
      };
      return !isTwin(characters[at - 1]) && !isTwin(characters[at + 1]);
    })
    .join('');
}

const DEVANAGARI_LETTERS = /[\u0900-\u0963\u0970-\u097F]/;
const DEVANAGARI_RUNS = /[\u0900-\u0963\u0970-\u097F]+/g;

/** The document's non-empty lines, with ASCII digits (whatever Indian script printed them) and plain quotes; a wider gap (a table's column break) is kept as two spaces. */
export function documentLines(text: string): string[] {
  return (
    toAsciiDigits(withoutTwinDigits(text))
      .replace(/[\u00A0\u2000-\u200B\u202F\u3000\t]/g, ' ')
      // Joiners OCR puts inside Devanagari conjuncts, and the doubled virama they leave ("जिल्‍्हा").
      .replace(/[\u200C\u200D]/g, '')
      .replace(/\u094D+/g, '\u094D')
      // A nasal sign OCR put before its vowel sign ("भैरंूदा"): Unicode writes the vowel sign first (भैरूंदा).
      .replace(/([\u0901\u0902])([\u093E-\u094C])/g, '$2$1')
      .replace(/[‘’`´]/g, "'")
      .replace(/[“”]/g, '"')
      .split(/\r?\n|\r/)
      .map((line) => line.replace(/ {2,}/g, '  ').trim())
      .filter((line) => line !== '')
  );
}

/** A place name's word without the dots OCR read for the space before the next label ("ಕಾಳೇನಹಳ್ಳಿ. ಹೋಬಳಿ", "रामसनेहीघाट. तहसील"). */
export function withoutTrailingDots(word: string): string {
  return word.replace(/[.,;]+$/, '');
}

/**
 * A number without the bare letter of an Indian script OCR read before its digits for what a cell's erased
 * rule left ("द617/4घ" on a clean B-1, "ల913/అ" on a scanned Pahani): no survey number starts with one.
 */
export function withoutLetterBeforeNumber(token: string): string {
  return token.replace(/^[^\p{ASCII}\p{M}\p{N}](?=[0-9]{2})/u, '');
}

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI_LETTERS.test(text);
}

export function withoutDevanagari(text: string): string {
  return text.replace(DEVANAGARI_RUNS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** A line written mostly in Devanagari (more Devanagari letters than Latin ones). */
export function isMostlyDevanagari(line: string): boolean {
  const devanagari = line.match(DEVANAGARI_RUNS)?.join('').length ?? 0;
  const latin = line.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari > latin;
}
