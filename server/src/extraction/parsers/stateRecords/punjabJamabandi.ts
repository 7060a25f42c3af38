import type { FoundFields } from '../found';
import { readStateRecord, type StateRecord } from './recordReader';

const GURMUKHI = '\\u0A00-\\u0A7F';

/** Punjab's Jamabandi (Fard): Gurmukhi labels, the khewat in the first column, areas in kanals and marlas (8 kanals, 160 marlas to the acre). */
export const PUNJAB_JAMABANDI: StateRecord = {
  letters: GURMUKHI,
  labels: {
    khata: /ਖੇਵਟ\s*(?:ਨੰ\.?|ਨੰਬਰ)\s*[:;]/,
    survey: /ਖਸਰਾ\s*(?:ਨੰ\.?|ਨੰਬਰ)\s*[:;]/,
    area: /ਰਕਬਾ\s*[:;]/,
    total: /ਕੁੱਲ|ਕੁਲ|ਜੋੜ/,
    village: /ਪਿੰਡ|ਮੌਜਾ/,
    tehsil: /ਤਹਿਸੀਲ/,
    district: /ਜ਼ਿਲ੍ਹਾ|ਜ਼ਿਲ੍ਾ|ਜਿਲ੍ਹਾ|ਜ਼ਿਲਾ|ਜਿਲਾ/,
    // Or any label "… ਨੰ. :" (number), also as OCR misreads its word ("ਹੋਂਦਰਸਤ ਨੰ." for ਹੱਦਬਸਤ) or ਨੰ as ਨੌ.
    otherPlaces: /\s(?:ਹੱਦਬਸਤ|ਹਦਬਸਤ|ਤਹਿਸੀਲ|ਜ਼ਿਲ੍ਹਾ|ਜਿਲ੍ਹਾ|ਪਿੰਡ|\S+\s+ਨ[ੰੌ]\.?\s*[:;])/,
  },
  khataColumn: 'first',
  area: {
    notation: /(?<![\d.\-–/])(\d{1,3})[-–](\d{1,2})(?![\d.\-–/])/g,
    value: ([kanals, marlas]) => kanals! / 8 + marlas! / 160,
    unit: 'acre',
    // Kanals before marlas; a kanal has 20 marlas, which are printed without a leading zero ("6-2", "14-18").
    joined: (digits) =>
      Array.from({ length: digits.length - 1 }, (_, at) => [digits.slice(0, at + 1), digits.slice(at + 1)])
        .filter(
          ([kanals, marlas]) =>
            kanals!.length <= 3 && !/^0./.test(marlas!) && Number(marlas) < 20 && !/^0./.test(kanals!),
        )
        .map((parts) => parts.map(Number)),
  },
  // ਪੁੱਤਰ (son), ਪੁੱਤਰੀ (daughter), ਪਤਨੀ (wife), ਹਿੱਸਾ (share), also as OCR drops the adhak or reads it as a
  // tippi (ਪੁੰਤਰ, ਹਿੰਸਾ), or drops the share word's final kanna (ਹਿੱਸ).
  holders: {
    relation: /^(?:ਪੁ[ੱੰ]?ਤਰ|ਪੁ[ੱੰ]?ਤਰੀ|ਪਤਨੀ)$/,
    shareWord: /^(?:ਹਿ[ੱੰ]?ਸ(?:ਾ|ੇ)?)$/,
  },
};

export const parsePunjabJamabandi = (lines: readonly string[]): FoundFields => readStateRecord(lines, PUNJAB_JAMABANDI);
