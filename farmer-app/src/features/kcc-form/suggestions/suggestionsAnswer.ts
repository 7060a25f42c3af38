import {
  readLandRecordSuggestions,
  type LandRecordSuggestion,
} from '@kisan-credit/shared-api/contract/landRecordSuggestions';
import {
  emptySuggestions,
  isForList,
  ROLE_OF_LIST,
  SUGGESTION_LISTS,
  SUGGESTION_ROLES,
  type SuggestionList,
  type SuggestionRole,
  type Suggestions,
} from '@kisan-credit/shared-api/contract/suggestions';

export interface SuggestionsAnswer {
  processing: boolean;
  suggestions: Suggestions;
  landRecords: LandRecordSuggestion[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The role the server named; an older server names none, and its lists held only their own role's values. */
function roleOf(entry: Record<string, unknown>, list: SuggestionList): SuggestionRole {
  return SUGGESTION_ROLES.includes(entry.role as SuggestionRole) ? (entry.role as SuggestionRole) : ROLE_OF_LIST[list];
}

/**
 * GET /file/suggestions as the wizard uses it: `{success, processing, suggestions}` (docs/requirements.md#r7-calls), also when the
 * server wraps it in `{data}` like its other answers. Lists missing from the answer are empty; entries
 * without a text value or read in another role than the list's field (a father's name among the applicant's
 * names) are left out, and repeated values of a list are shown once. The server offers each plot once
 * (contract oneReadingPerPlot).
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
      const role = roleOf(entry, list);
      if (seen.has(value) || !isForList(list, { role })) continue;
      seen.add(value);
      (suggestions[list] as unknown[]).push({
        ...entry,
        value,
        role,
        source: typeof entry.source === 'string' ? entry.source : '',
      });
    }
  }
  return {
    processing: body.processing === true,
    suggestions,
    landRecords: readLandRecordSuggestions(lists),
  };
}
