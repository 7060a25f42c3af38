import type { LandRecordSuggestion } from 'shared-api/contract/landRecordSuggestions';
import { emptySuggestions, SUGGESTION_LISTS, type Suggestion, type Suggestions } from 'shared-api/contract/suggestions';
import type { ExtractedFields } from '../extraction/parsers';

export type SuggestionsWithLand = Suggestions & { landRecords: LandRecordSuggestion[] };

const comparable = (value: string) => value.toLowerCase().replace(/[\s.,]+/g, ' ').trim();
const confidenceOf = (suggestion: { confidence?: number }) => suggestion.confidence ?? 0;

/**
 * What the user's documents suggest, list by list: one entry a value (the surest reading of it, so the
 * same Aadhaar number read from two documents is offered once), surest first.
 */
export function mergeSuggestions(readings: readonly ExtractedFields[]): SuggestionsWithLand {
  const merged = { ...emptySuggestions(), landRecords: [] as LandRecordSuggestion[] };
  for (const list of SUGGESTION_LISTS) {
    const best = new Map<string, Suggestion>();
    for (const reading of readings) {
      for (const suggestion of reading[list] ?? []) {
        const key = comparable(suggestion.value);
        const kept = best.get(key);
        if (key !== '' && (!kept || confidenceOf(suggestion) > confidenceOf(kept))) best.set(key, suggestion);
      }
    }
    (merged[list] as Suggestion[]) = [...best.values()].sort((a, b) => confidenceOf(b) - confidenceOf(a));
  }
  merged.landRecords = onePerPlot(readings.flatMap((reading) => reading.landRecords ?? []));
  return merged;
}

/** The Khasra and the Khatauni usually name the same plots: each plot once, its surest reading. */
function onePerPlot(records: readonly LandRecordSuggestion[]): LandRecordSuggestion[] {
  const best = new Map<string, LandRecordSuggestion>();
  for (const record of records) {
    const plot = [record.khataNo, record.surveyNo, record.revenueVillage].map((part) => comparable(part ?? '')).join('|');
    const kept = best.get(plot);
    if (!kept || confidenceOf(record) > confidenceOf(kept)) best.set(plot, record);
  }
  return [...best.values()];
}
