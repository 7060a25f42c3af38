import { readLandRecordSuggestions, type LandRecordSuggestion } from 'shared-api/contract/landRecordSuggestions';
import { emptySuggestions, SUGGESTION_LISTS, type Suggestions } from 'shared-api/contract/suggestions';
import { oneReadingPerPlot } from './landRecordReadings';

export interface SuggestionsAnswer {
  processing: boolean;
  suggestions: Suggestions;
  landRecords: LandRecordSuggestion[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * GET /file/suggestions as the wizard uses it: `{success, processing, suggestions}` (spec §7), also when the
 * server wraps it in `{data}` like its other answers. Lists missing from the answer are empty; entries
 * without a text value are left out, and repeated values of a list are shown once; a plot read from both the
 * Khasra and the Khatauni is offered once.
 */
export function readSuggestionsAnswer(raw: unknown): SuggestionsAnswer {
  const answer = isObject(raw) && isObject(raw.data) && !('suggestions' in raw) ? raw.data : raw;
  const body = isObject(answer) ? answer : {};
  const lists = isObject(body.suggestions) ? body.suggestions : {};
  const suggestions = emptySuggestions();
  for (const list of SUGGESTION_LISTS) {
    const entries = Array.isArray(lists[list]) ? (lists[list] as unknown[]) : [];
    const seen = new Set<string>();
    for (const entry of entries) {
      if (!isObject(entry) || typeof entry.value !== 'string' || entry.value.trim() === '') continue;
      const value = entry.value.trim();
      if (seen.has(value)) continue;
      seen.add(value);
      (suggestions[list] as unknown[]).push({ ...entry, value, source: typeof entry.source === 'string' ? entry.source : '' });
    }
  }
  return { processing: body.processing === true, suggestions, landRecords: oneReadingPerPlot(readLandRecordSuggestions(lists)) };
}
