import { type z } from 'zod';
import { MAX_ITEMS, MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { amount, group, list, row, text } from '@kisan-credit/shared-api/contract/application/fields';

/** An existing loan: what it was for, what is outstanding, the yearly EMI, the overdue amount, the security. */
export const liabilityEntrySchema = row(L.liabilities, {
  purposeOfLoan: text(L.liabilityPurpose, MAX_LENGTH.liabilityText),
  outstanding: amount(L.outstanding),
  emiPerYear: amount(L.emiPerYear),
  overdue: amount(L.overdue),
  securityOffered: text(L.securityOffered, MAX_LENGTH.liabilityText),
});
export type LiabilityEntry = z.output<typeof liabilityEntrySchema>;

const entries = () => list(L.liabilities, liabilityEntrySchema, { max: MAX_ITEMS.liabilitiesPerGroup });

/** Liabilities in the three groups of docs/requirements.md#r3-liability; no field is required. */
export const liabilitiesSchema = group(L.liabilities, {
  ourBranch: entries(),
  otherBank: entries(),
  cooperativeSociety: entries(),
});
export type Liabilities = NonNullable<z.output<typeof liabilitiesSchema>>;
