import { oneReadingPerPlot, type LandRecordSuggestion } from '@kisan-credit/shared-api/contract/landRecordSuggestions';
import {
  emptySuggestions,
  ROLE_OF_LIST,
  SUGGESTION_LISTS,
  type Suggestion,
  type SuggestionList,
} from '@kisan-credit/shared-api/contract/suggestions';
import type { SuggestionsAnswer } from '@kisan-credit/shared-api/contract/suggestionsAnswer';
import type { ExtractedFields } from '../extraction/parsers';

export type SuggestionsWithLand = SuggestionsAnswer['suggestions'];

const comparable = (value: string) =>
  value
    .toLowerCase()
    .replace(/[\s.,]+/g, ' ')
    .trim();
const confidenceOf = (suggestion: { confidence?: number }) => suggestion.confidence ?? 0;

const NAME_LISTS: readonly SuggestionList[] = ['applicantNames', 'fatherNames', 'familyMemberNames'];
/** Words a form prints where a name may stand ("Nominee: Registered"): never a person's name. */
const NOT_NAMES = new Set(['registered', 'not registered', 'nil', 'none', 'na', 'n a', 'yes', 'no']);
/** What OCR leaves of a label or a stray mark before a name: "Oo", "ही", "S/". */
const STRAY_WORD_LENGTH = 2;

/**
 * Only whole names are offered: not a form's word, not a part of another reading ("Kumar Sharma" beside
 * "Rahul Kumar Sharma"), and not another reading with OCR's leftovers in front ("Oo Rahul Kumar Sharma").
 */
function wholeNamesOnly(names: readonly Suggestion[]): Suggestion[] {
  const words = names.map((name) => comparable(name.value).split(' '));
  const endsWith = (longer: string[], shorter: string[]) =>
    longer.length > shorter.length &&
    shorter.every((word, index) => longer[longer.length - shorter.length + index] === word);
  // Whether `longer` is `shorter` with only OCR's leftovers in front.
  const strayInFront = (longer: string[], shorter: string[]) =>
    endsWith(longer, shorter) &&
    longer.slice(0, longer.length - shorter.length).every((word) => [...word].length <= STRAY_WORD_LENGTH);
  return names.filter((_name, index) => {
    const own = words[index]!;
    if (NOT_NAMES.has(own.join(' '))) return false;
    return !words.some(
      (other, otherIndex) =>
        otherIndex !== index && (strayInFront(own, other) || (endsWith(other, own) && !strayInFront(other, own))),
    );
  });
}

/**
 * What the user's documents suggest, list by list: one entry a value (the surest reading of it, so the
 * same Aadhaar number read from two documents is offered once), surest first, each naming its role
 * (readings stored before roles were named held only their list's role).
 */
export function mergeSuggestions(readings: readonly ExtractedFields[]): SuggestionsWithLand {
  const merged = { ...emptySuggestions(), landRecords: [] as LandRecordSuggestion[] };
  for (const list of SUGGESTION_LISTS) {
    const best = new Map<string, Suggestion>();
    for (const reading of readings) {
      for (const suggestion of reading[list] ?? []) {
        const key = comparable(suggestion.value);
        const kept = best.get(key);
        if (key !== '' && (!kept || confidenceOf(suggestion) > confidenceOf(kept)))
          best.set(key, { role: ROLE_OF_LIST[list], ...suggestion });
      }
    }
    const values = NAME_LISTS.includes(list) ? wholeNamesOnly([...best.values()]) : [...best.values()];
    (merged[list] as Suggestion[]) = values.sort((a, b) => confidenceOf(b) - confidenceOf(a));
  }
  merged.landRecords = oneReadingPerPlot(readings.flatMap((reading) => reading.landRecords ?? []));
  return merged;
}
