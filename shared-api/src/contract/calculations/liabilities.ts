import { LIABILITY_GROUPS } from '@kisan-credit/shared-api/contract/options';
import { sum, toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';

export interface LiabilityEntryLike {
  outstanding?: unknown;
  emiPerYear?: unknown;
  overdue?: unknown;
}

export type LiabilitiesLike = Partial<Record<string, readonly LiabilityEntryLike[] | null | undefined>>;

export interface LiabilityGroupTotals {
  outstanding: number;
  emiPerYear: number;
  overdue: number;
}

/** The totals a liability group shows under its entries. */
export function liabilityGroupTotals(entries: readonly LiabilityEntryLike[] | null | undefined): LiabilityGroupTotals {
  const list = entries ?? [];
  return {
    outstanding: sum(list.map((entry) => toNumberOrZero(entry.outstanding))),
    emiPerYear: sum(list.map((entry) => toNumberOrZero(entry.emiPerYear))),
    overdue: sum(list.map((entry) => toNumberOrZero(entry.overdue))),
  };
}

/** The sum of outstanding amounts over the three groups: our branch, other bank, cooperative society. */
export function totalLiabilities(liabilities: LiabilitiesLike | null | undefined): number {
  return sum(LIABILITY_GROUPS.map((group) => liabilityGroupTotals(liabilities?.[group.value]).outstanding));
}
