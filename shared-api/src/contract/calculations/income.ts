import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { roundTo, toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';

export interface AnnualIncomeLike {
  fromAgriculture?: unknown;
  fromOthers?: unknown;
}

/** Income from agriculture plus income from other sources; blanks and invalid values count as 0. */
export function totalAnnualIncome(annualIncome: AnnualIncomeLike | null | undefined): number {
  return toNumberOrZero(annualIncome?.fromAgriculture) + toNumberOrZero(annualIncome?.fromOthers);
}

/**
 * The loan amount as a percentage of the total annual income, with one decimal; null ('Not calculated')
 * when there is no positive income or no positive loan amount to compare.
 */
export function loanToIncomeRatio(loanAmount: unknown, totalIncome: unknown): number | null {
  const loan = toNumberOrZero(loanAmount);
  const income = toNumberOrZero(totalIncome);
  if (loan <= 0 || income <= 0) return null;
  return roundTo((loan / income) * 100, 1);
}

/** "37.5%" or 'Not calculated', as the financial summary shows it. */
export function formatLoanToIncomeRatio(ratio: number | null, language: Language = 'en'): string {
  return ratio === null ? translate(APPLICATION_MESSAGES.notCalculated, language) : `${ratio.toFixed(1)}%`;
}
