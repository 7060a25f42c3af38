import type { FoundFields } from '../found';
import { readStateRecord, type StateRecord } from './recordReader';

const GUJARATI = '\\u0A80-\\u0AFF';

/** Gujarat's 7/12: Gujarati labels, the area in hectares, ares and square metres ("01-25-50" is 1.2550 hectare). */
export const GUJARAT_SATBARA: StateRecord = {
  letters: GUJARATI,
  labels: {
    khata: /ખાતા\s*(?:નંબર|નં\.?)/,
    survey: /(?:સર્વે|બ્લોક)\s*(?:નંબર|નં\.?)/,
    area: /ક્ષેત્રફળ(?:\s*\([^)]*\))?/,
    total: /કુલ/,
    village: /ગામ(?![\u0A80-\u0AFF])/,
    tehsil: /તાલુકો|તાલુકા/,
    district: /જિલ્લો|જીલ્લો|જિલ્લા/,
    otherPlaces: /\s(?:તાલુકો|તાલુકા|જિલ્લો|જીલ્લો|ગામ)(?=\s|:)/,
  },
  khataColumn: 'first',
  area: {
    notation: /(?<![\d.\-–/])(\d{1,2})[-–](\d{2})[-–](\d{2})(?![\d.\-–/])/g,
    value: ([hectares, ares, metres]) => hectares! + ares! / 100 + metres! / 10_000,
    unit: 'hectare',
  },
};

export const parseGujaratSatbara = (lines: readonly string[]): FoundFields => readStateRecord(lines, GUJARAT_SATBARA);
