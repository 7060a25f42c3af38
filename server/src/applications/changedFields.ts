import { isDeepStrictEqual } from 'node:util';

type Fields = Record<string, unknown>;

export interface ApplicationContent {
  data: Fields;
  bankDetails: Fields | null;
}

/**
 * Which fields a write changes, for the audit log: the application's top-level fields, and bank details
 * field by field (`bankDetails.dateOfSanction`). Names only: values never go into the log.
 */
export function changedFieldNames(before: ApplicationContent | undefined, after: ApplicationContent): string[] {
  return [
    ...differingKeys(before?.data ?? {}, after.data),
    ...differingKeys(before?.bankDetails ?? {}, after.bankDetails ?? {}).map((field) => `bankDetails.${field}`),
  ];
}

function differingKeys(before: Fields, after: Fields): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => !isDeepStrictEqual(before[key], after[key])).sort();
}

/** The value as it will come back from a jsonb column: undefined members dropped, key order irrelevant. */
export function asStoredJson<Value>(value: Value): Value {
  return JSON.parse(JSON.stringify(value)) as Value;
}
