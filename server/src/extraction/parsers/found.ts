import type { LandRecordSuggestion } from '@kisan-credit/shared-api/contract/landRecordSuggestions';
import type { SuggestionList, SuggestionRole } from '@kisan-credit/shared-api/contract/suggestions';

/** A value a parser read, before it is tagged with its document slot and scaled by the OCR confidence. */
export interface Found {
  value: string;
  /** 0..1, how sure the parser is given perfect OCR. */
  confidence: number;
  /** Whose value the page printed, when not the role of the list it is found for (see ROLE_OF_LIST). */
  role?: SuggestionRole;
}

export interface FoundAge extends Found {
  dateOfBirth: string;
  calculationMethod: 'dateOfBirth' | 'yearOfBirth';
}

/** A land record as a parser reads it: the contract's suggestion before its slot is known, always with a confidence. */
export type FoundLandRecord = Omit<LandRecordSuggestion, 'source' | 'confidence' | 'needsReview'> & {
  confidence: number;
};

export type FoundFields = { [List in Exclude<SuggestionList, 'ages'>]?: Found[] } & {
  ages?: FoundAge[];
  landRecords?: FoundLandRecord[];
};

/** Appends the found values to the field's list; repeated values are merged by `parseDocument`. */
export function addFound<List extends keyof FoundFields>(
  fields: FoundFields,
  list: List,
  values: NonNullable<FoundFields[List]>,
): void {
  if (values.length === 0) return;
  const existing = (fields[list] ?? []) as NonNullable<FoundFields[List]>;
  fields[list] = [...existing, ...values] as FoundFields[List];
}
