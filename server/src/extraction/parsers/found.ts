import type { SuggestionList, SuggestionRole } from 'shared-api/contract/suggestions';

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

export interface FoundLandRecord {
  khataNo?: string;
  surveyNo?: string;
  landArea?: number;
  landAreaUnit?: 'acre' | 'hectare';
  revenueVillage?: string;
  pargana?: string;
  tehsil?: string;
  district?: string;
  owners?: { name: string; share?: string }[];
  confidence: number;
}

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
