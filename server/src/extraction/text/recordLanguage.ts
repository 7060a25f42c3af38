import { digitsOf, type DigitSet } from '@kisan-credit/shared-api/contract/digits';
import type { LandRecordState } from '@kisan-credit/shared-api/contract/messages/landRecordKinds';
import { encodePgm, type GreyImage } from './greyImage';
import type { OcrLanguage } from './types';

/** The languages land records are printed in: Hindi and Marathi (Devanagari), Kannada, Punjabi (Gurmukhi), Gujarati, Telugu. */
export const RECORD_LANGUAGES = ['hin', 'mar', 'kan', 'pan', 'guj', 'tel'] as const satisfies readonly OcrLanguage[];
export type RecordLanguage = (typeof RECORD_LANGUAGES)[number];

/**
 * One language of each script, enough to tell a heading's script. Marathi shares Devanagari with Hindi and is
 * told from it by the heading's words (`languageOfText`).
 */
export const SCRIPT_LANGUAGES = ['hin', 'kan', 'pan', 'guj', 'tel'] as const satisfies readonly RecordLanguage[];

/**
 * The language each state prints its land record in. Maharashtra's 7/12 is read with Marathi's own data:
 * with Hindi's, ळ (पिंपळगाव, a letter Hindi lacks) came out ठ and the district label जिल्हा as Latin letters.
 */
export const RECORD_LANGUAGE_OF_STATE: Record<LandRecordState, RecordLanguage> = {
  'Uttar Pradesh': 'hin',
  Maharashtra: 'mar',
  'Madhya Pradesh': 'hin',
  Rajasthan: 'hin',
  Karnataka: 'kan',
  Punjab: 'pan',
  Gujarat: 'guj',
  'Andhra Pradesh': 'tel',
  Telangana: 'tel',
};

const DEVANAGARI_LETTERS = /[\u0900-\u097F]/g;

const LETTERS: Record<RecordLanguage, RegExp> = {
  hin: DEVANAGARI_LETTERS,
  mar: DEVANAGARI_LETTERS,
  pan: /[\u0A00-\u0A7F]/g,
  guj: /[\u0A80-\u0AFF]/g,
  tel: /[\u0C00-\u0C7F]/g,
  kan: /[\u0C80-\u0CFF]/g,
};

/** The digits each language's records print, besides ASCII ones. */
const SCRIPT_DIGITS: Record<RecordLanguage, DigitSet> = {
  hin: 'devanagari',
  mar: 'devanagari',
  pan: 'gurmukhi',
  guj: 'gujarati',
  tel: 'telugu',
  kan: 'kannada',
};

/**
 * The languages whose data reads a record's digits, in the order to try them. For Devanagari, Marathi's data
 * first: Hindi's read a Khatauni's ११८९ at 0.49 that Marathi's read at 0.94, and its १६५ख as "श्द५ख" where
 * Marathi's read १६५ख; then Hindi's, for Marathi's misreads ५: a 7/12's cell ४५५ came out "४" at 0.00, and
 * ४५५ at 0.92 in Hindi's, and a Khatauni's ५५७ख "पप७्ख" where Hindi's read ५५७ख.
 */
export function digitLanguages(language: RecordLanguage): readonly RecordLanguage[] {
  return SCRIPT_DIGITS[language] === 'devanagari' ? ['mar', 'hin'] : [language];
}

/** The ten digits of the language's script, zero first. */
export function scriptDigits(language: RecordLanguage): string {
  return digitsOf(SCRIPT_DIGITS[language]);
}

/** Whether at least `share` of the text's digits are the script's own (a record printed in them). */
export function printsScriptDigits(text: string, language: RecordLanguage, share: number): boolean {
  const digits = scriptDigits(language);
  const own = [...text].filter((character) => digits.includes(character)).length;
  const ascii = text.match(/[0-9]/g)?.length ?? 0;
  return own > 0 && own >= share * (own + ascii);
}

/** A Devanagari heading of Maharashtra's records: the state's government, the village form's name ("गाव नमुना"), or ळ. */
const MARATHI_HEADING = /महाराष्ट्र|गाव\s*नमुना|ळ/;

/** The record language whose script most letters of the text are in (Marathi for Maharashtra's headings); Hindi when none is. */
export function languageOfText(text: string): RecordLanguage {
  const counts = SCRIPT_LANGUAGES.map((language) => ({ language, count: text.match(LETTERS[language])?.length ?? 0 }));
  const [most] = counts.sort((a, b) => b.count - a.count);
  const language = most && most.count > 0 ? most.language : 'hin';
  return language === 'hin' && MARATHI_HEADING.test(text) ? 'mar' : language;
}

/**
 * The top of a page, where a record prints its government's and its own name and the place labels: enough
 * letters to tell its script. Measured on generated records of the eight states, a fifth of the page read in
 * all five languages takes 0.3–1.1 s warm and named every script right, where reading the whole page in
 * every language would take five page reads.
 */
const HEADING_SHARE = 0.2;

export function headingStrip(page: GreyImage): Uint8Array {
  const height = Math.max(1, Math.round(page.height * HEADING_SHARE));
  return encodePgm({ width: page.width, height, pixels: page.pixels.subarray(0, page.width * height) });
}
