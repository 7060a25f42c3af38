/**
 * Whose value a document printed: its holder's (the card's or the account's), the holder's father's or
 * husband's, a family member's (a co-owner of the land, a nominee printed with the relation), a nominee's
 * whose relation is not printed, or the bank branch's (its address, its IFSC code, its bank).
 */
export const SUGGESTION_ROLES = ['holder', 'father', 'family', 'nominee', 'branch'] as const;
export type SuggestionRole = (typeof SUGGESTION_ROLES)[number];

/** Values extracted from uploaded documents, offered under the form's fields (docs/requirements.md#r3-suggestions, docs/requirements.md#r4-suggestion-polling). */
export interface Suggestion {
  value: string;
  /** The document slot it was read from, e.g. 'aadharCopy'. */
  source: string;
  /** Whose value the document printed; a suggestion is offered only under the field of that role. */
  role?: SuggestionRole;
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

/**
 * The role of each list's field: the applicant's own details are the holder's, the bank's the branch's. A
 * nominee whose relation is not printed is offered nowhere (a nominee need not be family).
 */
export const ROLE_OF_LIST: Readonly<Record<SuggestionList, SuggestionRole>> = {
  applicantNames: 'holder',
  fatherNames: 'father',
  familyMemberNames: 'family',
  aadharNumbers: 'holder',
  panNumbers: 'holder',
  voterIds: 'holder',
  bankAccountNumbers: 'holder',
  ifscCodes: 'branch',
  bankNames: 'branch',
  addresses: 'holder',
  ages: 'holder',
};

/** Whether a suggestion may be offered under `list`'s field: read in that field's role. */
export function isForList(list: SuggestionList, suggestion: Pick<Suggestion, 'role'>): boolean {
  return suggestion.role === ROLE_OF_LIST[list];
}

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
 * Whether polling has found what keeps it going to the 60-second mark (docs/requirements.md#r4-suggestion-polling): any names, Aadhar
 * numbers, addresses or ages.
 */
export function hasIdentitySuggestions(suggestions: Partial<Suggestions> | null | undefined): boolean {
  return IDENTITY_LISTS.some((list) => (suggestions?.[list]?.length ?? 0) > 0);
}
