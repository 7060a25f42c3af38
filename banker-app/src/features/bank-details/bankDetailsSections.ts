import type { BankDetailsForm } from '@kisan-credit/shared-api/contract/bankDetails';
import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { BANK_DETAILS_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { FINANCIAL_YEARS, LOCATIONS, MONTHS } from '@kisan-credit/shared-api/contract/options';

export type BankDetailsFieldName = keyof BankDetailsForm;

export type BankDetailsInput =
  | { name: BankDetailsFieldName; kind: 'text' | 'date' | 'amount' | 'rate' | 'textarea' }
  | {
      name: BankDetailsFieldName;
      kind: 'select';
      options: readonly { value: string; label: string | Message }[];
      /** A first, empty choice, for a field that may stay unset (the form never shows a value it will not save). */
      emptyChoice?: Message;
    };

/** The screen's sections (docs/requirements.md#r2-bank-details) and the bank-details fields (docs/requirements.md#r3-bank-details) each one holds. */
export const BANK_DETAILS_SECTIONS: readonly { title: Message; fields: readonly BankDetailsInput[] }[] = [
  {
    title: M.branchInformation,
    fields: [
      { name: 'branchName', kind: 'text' },
      { name: 'branchCode', kind: 'text' },
      { name: 'taluka', kind: 'text' },
      { name: 'district', kind: 'text' },
      { name: 'location', kind: 'select', options: LOCATIONS },
      { name: 'creditOfficerName', kind: 'text' },
      { name: 'creditOfficerDesignation', kind: 'text' },
      { name: 'creditOfficerPfNumber', kind: 'text' },
      { name: 'branchManagerName', kind: 'text' },
      { name: 'branchManagerDesignation', kind: 'text' },
      { name: 'branchManagerPfNumber', kind: 'text' },
    ],
  },
  {
    title: M.applicationTimeline,
    fields: [
      { name: 'financialYear', kind: 'select', options: FINANCIAL_YEARS },
      { name: 'dateOfApplication', kind: 'date' },
      { name: 'dateOfPreInspection', kind: 'date' },
      { name: 'dateOfSanction', kind: 'date' },
      { name: 'dateOfPostInspection', kind: 'date' },
      { name: 'monthOfReview', kind: 'select', options: MONTHS, emptyChoice: M.noMonthChosen },
    ],
  },
  {
    title: M.financialDetails,
    fields: [
      { name: 'loanPurpose', kind: 'text' },
      { name: 'loanAmountSanctioned', kind: 'amount' },
      { name: 'loanAmountDisbursed', kind: 'amount' },
      { name: 'processingCharges', kind: 'amount' },
      { name: 'rateOf1YearMCLR', kind: 'rate' },
      { name: 'spreadInterestRate', kind: 'rate' },
      { name: 'sanctionAboveLimitReason', kind: 'textarea' },
    ],
  },
  { title: M.additionalComments, fields: [{ name: 'preSanctionComments', kind: 'textarea' }] },
  {
    title: M.securities,
    fields: [
      { name: 'primarySecurities', kind: 'textarea' },
      { name: 'collateralSecurities', kind: 'textarea' },
    ],
  },
];

/**
 * The body of the bank-details save from the form: blank amounts left out (nothing recorded), a blank MCLR
 * rate sent as 0 (docs/requirements.md#r5-bank-details), numbers as numbers.
 */
export function bankDetailsForSave(
  form: Partial<Record<BankDetailsFieldName, string | number>>,
): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const section of BANK_DETAILS_SECTIONS) {
    for (const field of section.fields) {
      const value = form[field.name];
      const blank = value === undefined || String(value).trim() === '';
      if (field.kind === 'amount' || field.kind === 'rate') {
        if (field.name === 'rateOf1YearMCLR') body[field.name] = blank ? 0 : Number(value);
        else if (!blank) body[field.name] = Number(value);
      } else {
        body[field.name] = blank ? '' : String(value).trim();
      }
    }
  }
  return body;
}
