/** Line-level clean-up shared by the parsers: OCR output differs in spaces, quotes and digit scripts. */
import { toAsciiDigits } from 'shared-api/contract/digits';

const DEVANAGARI_LETTERS = /[\u0900-\u0963\u0970-\u097F]/;
const DEVANAGARI_RUNS = /[\u0900-\u0963\u0970-\u097F]+/g;

/** The document's non-empty lines, with ASCII digits (whatever Indian script printed them) and plain quotes; a wider gap (a table's column break) is kept as two spaces. */
export function documentLines(text: string): string[] {
  return (
    toAsciiDigits(text)
      .replace(/[\u00A0\u2000-\u200B\u202F\u3000\t]/g, ' ')
      // Joiners OCR puts inside Devanagari conjuncts, and the doubled virama they leave ("जिल्‍्हा").
      .replace(/[\u200C\u200D]/g, '')
      .replace(/\u094D+/g, '\u094D')
      .replace(/[‘’`´]/g, "'")
      .replace(/[“”]/g, '"')
      .split(/\r?\n|\r/)
      .map((line) => line.replace(/ {2,}/g, '  ').trim())
      .filter((line) => line !== '')
  );
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
