/** Values extracted from uploaded documents, offered under the form's fields (spec §3, §4). */
export interface Suggestion {
  value: string;
  /** The document slot it was read from, e.g. 'aadharCopy'. */
  source: string;
  /** How sure the extraction is, 0 to 1, when known. */
  confidence?: number;
}

export interface AgeSuggestion extends Suggestion {
  /** YYYY-MM-DD, when the age was worked out from a date of birth. */
  dateOfBirth?: string;
  /** How the age was found, e.g. 'dateOfBirth' or 'yearOfBirth'. */
  calculationMethod?: string;
}

export const SUGGESTION_LISTS = [
  'applicantNames',
  'fatherNames',
  'familyMemberNames',
  'aadharNumbers',
  'panNumbers',
  'voterIds',
  'bankAccountNumbers',
  'ifscCodes',
  'bankNames',
  'addresses',
  'ages',
] as const;
export type SuggestionList = (typeof SUGGESTION_LISTS)[number];

export type Suggestions = { [List in Exclude<SuggestionList, 'ages'>]: Suggestion[] } & { ages: AgeSuggestion[] };

/** GET /file/suggestions. `processing` is true while documents are still being read. */
export interface SuggestionsResponse {
  success: boolean;
  processing: boolean;
  suggestions: Suggestions;
}

export function emptySuggestions(): Suggestions {
  return Object.fromEntries(SUGGESTION_LISTS.map((list) => [list, []])) as unknown as Suggestions;
}

const IDENTITY_LISTS: readonly SuggestionList[] = [
  'applicantNames',
  'fatherNames',
  'familyMemberNames',
  'aadharNumbers',
  'addresses',
  'ages',
];

/**
 * Whether polling has found what keeps it going to the 60-second mark (spec §4): any names, Aadhar
 * numbers, addresses or ages.
 */
export function hasIdentitySuggestions(suggestions: Partial<Suggestions> | null | undefined): boolean {
  return IDENTITY_LISTS.some((list) => (suggestions?.[list]?.length ?? 0) > 0);
}
