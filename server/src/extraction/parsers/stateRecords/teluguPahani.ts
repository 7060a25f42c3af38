import type { FoundFields } from '../found';
import { readStateRecord, type StateRecord } from './recordReader';

const TELUGU = '\\u0C00-\\u0C7F';

/**
 * Telangana's Pahani and Andhra Pradesh's Adangal: Telugu labels, one row per survey number with its extent
 * in acres and guntas ("2-15"; Adangal's decimal acres "2.35" read as they are), and the khata number in a column.
 */
export const TELUGU_PAHANI: StateRecord = {
  letters: TELUGU,
  labels: {
    khata: /ఖాతా\s*(?:నంబరు|నంబర్|నెం\.?)\s*[:;]/,
    survey: /సర్వే\s*(?:నంబరు|నంబర్|నెం\.?)\s*[:;]/,
    area: /విస్తీర్ణం\s*[:;]/,
    total: /మొత్తం/,
    village: /(?:రెవెన్యూ\s*)?గ్రామం/,
    tehsil: /మండలం/,
    district: /జిల్లా/,
    otherPlaces: /\s(?:మండలం|జిల్లా|రెవెన్యూ|గ్రామం)(?=\s|:)/,
  },
  khataColumn: 'last',
  area: {
    notation: /(?<![\d.\-–/])(\d{1,3})[-–](\d{1,2})(?![\d.\-–/])/g,
    value: ([acres, guntas]) => acres! + guntas! / 40,
    unit: 'acre',
  },
};

export const parseTeluguPahani = (lines: readonly string[]): FoundFields => readStateRecord(lines, TELUGU_PAHANI);
