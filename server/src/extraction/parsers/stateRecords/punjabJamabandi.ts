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
    otherPlaces: /\s(?:ਹੱਦਬਸਤ|ਹਦਬਸਤ|ਤਹਿਸੀਲ|ਜ਼ਿਲ੍ਹਾ|ਜਿਲ੍ਹਾ|ਪਿੰਡ)/,
  },
  khataColumn: 'first',
  area: {
    notation: /(?<![\d.\-–/])(\d{1,3})[-–](\d{1,2})(?![\d.\-–/])/g,
    value: ([kanals, marlas]) => kanals! / 8 + marlas! / 160,
    unit: 'acre',
  },
  // ਪੁੱਤਰ (son), ਪੁੱਤਰੀ (daughter), ਪਤਨੀ (wife), also as OCR drops the adhak.
  holders: { relation: /^(?:ਪੁੱਤਰ|ਪੁਤਰ|ਪੁੱਤਰੀ|ਪੁਤਰੀ|ਪਤਨੀ)$/, shareWord: /^(?:ਹਿੱਸਾ|ਹਿਸਾ|ਹਿੱਸੇ)$/ },
};

export const parsePunjabJamabandi = (lines: readonly string[]): FoundFields => readStateRecord(lines, PUNJAB_JAMABANDI);
