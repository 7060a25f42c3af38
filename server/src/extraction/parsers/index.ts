import type { LandRecordSuggestion } from '@kisan-credit/shared-api/contract/landRecordSuggestions';
import {
  isForList,
  ROLE_OF_LIST,
  type AgeSuggestion,
  type Suggestion,
  type SuggestionList,
  type Suggestions,
} from '@kisan-credit/shared-api/contract/suggestions';
import { parseAadhaarCard } from './aadhaarCard';
import type { Found, FoundFields } from './found';
import { parseLandRecord } from './landRecords';
import { parsePanCard } from './panCard';
import { parsePassbook } from './passbook';
import { documentLines } from './text';
import { parseVoterCard } from './voterCard';

export type ReadableSlot = 'aadharCopy' | 'pan' | 'electionCard' | 'passbook' | 'khasraCopy' | 'khatauniCopy';
export type ExtractedFields = Partial<Suggestions> & { landRecords?: LandRecordSuggestion[] };

const READABLE_SLOTS: readonly ReadableSlot[] = [
  'aadharCopy',
  'pan',
  'electionCard',
  'passbook',
  'khasraCopy',
  'khatauniCopy',
];

export function isReadableSlot(slot: string): slot is ReadableSlot {
  return (READABLE_SLOTS as readonly string[]).includes(slot);
}

const PARSERS: Record<ReadableSlot, (lines: readonly string[], today: Date) => FoundFields> = {
  aadharCopy: parseAadhaarCard,
  pan: parsePanCard,
  electionCard: parseVoterCard,
  passbook: parsePassbook,
  khasraCopy: parseLandRecord,
  khatauniCopy: parseLandRecord,
};

function scaled(confidence: number, ocrConfidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence * ocrConfidence)) * 100) / 100;
}

/** One suggestion per value and role (the most confident reading), most confident first. */
function distinctByValue<Value extends Found>(found: readonly Value[]): Value[] {
  const best = new Map<string, Value>();
  for (const value of found) {
    const key = `${value.role}|${value.value}`;
    const kept = best.get(key);
    if (!kept || value.confidence > kept.confidence) best.set(key, value);
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence);
}

/**
 * The form suggestions in a document's OCR or PDF text, each naming whose value it is (its list's role
 * unless the parser read another); one read in another role than its list's field is not offered there
 * (the passbook's branch address is not the holder's). `ocrConfidence` 0..1 from the OCR engine (1 for a
 * PDF text layer) scales every suggestion's confidence. Land records always need a person's review: OCR of
 * Hindi tables is the least reliable reading.
 */
export function parseDocument(
  slot: ReadableSlot,
  text: string,
  context: { today: Date; ocrConfidence?: number },
): ExtractedFields {
  const ocrConfidence = context.ocrConfidence ?? 1;
  const found = PARSERS[slot](documentLines(text), context.today);
  const fields: ExtractedFields = {};
  for (const [list, values] of Object.entries(found) as [keyof FoundFields, Found[]][]) {
    if (list === 'landRecords' || values.length === 0) continue;
    const suggestions = distinctByValue(
      values.map((value) => ({ ...value, role: value.role ?? ROLE_OF_LIST[list as SuggestionList] })),
    )
      .filter((value) => isForList(list as SuggestionList, value))
      .map((value): Suggestion | AgeSuggestion => ({
        ...value,
        source: slot,
        confidence: scaled(value.confidence, ocrConfidence),
      }));
    if (suggestions.length > 0) (fields as Record<string, unknown>)[list] = suggestions;
  }
  if (found.landRecords && found.landRecords.length > 0) {
    fields.landRecords = found.landRecords.map((record) => ({
      ...record,
      source: slot,
      confidence: scaled(record.confidence, ocrConfidence),
      needsReview: true,
    }));
  }
  return fields;
}
