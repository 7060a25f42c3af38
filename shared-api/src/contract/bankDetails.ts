import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import {
  choice,
  measure,
  text,
  type NumberField,
  type TextField,
} from '@kisan-credit/shared-api/contract/application/fields';
import { toNumberOrBlank, toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';
import {
  BANK_DATE_RANGE,
  BANK_DETAIL_DEFAULTS,
  MAX_AMOUNT,
  MAX_LENGTH,
  MAX_RATE_PERCENT,
} from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L, type FieldLabel } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import { FINANCIAL_YEARS, LOCATIONS, MONTHS } from '@kisan-credit/shared-api/contract/options';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** The date part (YYYY-MM-DD) of a stored date or timestamp, or '' when there is none. */
export function datePart(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = ISO_DATE.exec(value.trim());
  if (!match) return '';
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isRealDay = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return isRealDay ? `${year}-${month}-${day}` : '';
}

/**
 * A date a bank can have written on an application: from BANK_DATE_RANGE's first to its last year. Year 1
 * or 9999 is a slip of the keyboard, and would upset every report that sorts or counts by date.
 */
export function isBankDate(value: unknown): boolean {
  const date = datePart(value);
  const year = Number(date.slice(0, 4));
  return date !== '' && year >= BANK_DATE_RANGE.firstYear && year <= BANK_DATE_RANGE.lastYear;
}

/** A calendar date; a full timestamp is cut to its date part; '' leaves it empty. */
function dateField(label: FieldLabel): TextField {
  return z
    .string({ error: messageId(M.invalidDate(label)) })
    .trim()
    .refine((value) => value === '' || isBankDate(value), messageId(M.invalidDate(label)))
    .overwrite((value) => (value === '' ? '' : datePart(value)))
    .optional();
}

function rate(label: FieldLabel, blankAsZero: boolean): NumberField {
  const schema = measure(label, { max: MAX_RATE_PERCENT, decimals: 2 });
  if (!blankAsZero) return schema;
  return schema.transform((value) => value ?? 0) as unknown as NumberField;
}

const money = (label: FieldLabel) => measure(label, { max: MAX_AMOUNT });

/**
 * What the banker records (docs/requirements.md#r3-bank-details). Nothing is required; numbers are checked, rates kept to two
 * decimals, dates cut to their date part, a blank MCLR rate stored as 0 (docs/requirements.md#r5-bank-details). Unknown fields are
 * refused, never silently dropped.
 */
export const bankDetailsSchema = z.strictObject(
  {
    branchName: text(L.branchName, MAX_LENGTH.shortText),
    branchCode: text(L.branchCode, MAX_LENGTH.branchCode),
    taluka: text(L.taluka, MAX_LENGTH.shortText),
    district: text(L.district, MAX_LENGTH.shortText),
    location: choice(L.location, LOCATIONS),
    creditOfficerName: text(L.creditOfficerName, MAX_LENGTH.name),
    creditOfficerDesignation: text(L.creditOfficerDesignation, MAX_LENGTH.shortText),
    creditOfficerPfNumber: text(L.creditOfficerPfNumber, MAX_LENGTH.pfNumber),
    branchManagerName: text(L.branchManagerName, MAX_LENGTH.name),
    branchManagerDesignation: text(L.branchManagerDesignation, MAX_LENGTH.shortText),
    branchManagerPfNumber: text(L.branchManagerPfNumber, MAX_LENGTH.pfNumber),
    financialYear: choice(L.financialYear, FINANCIAL_YEARS),
    loanPurpose: text(L.loanPurpose, MAX_LENGTH.liabilityText),
    dateOfApplication: dateField(L.dateOfApplication),
    dateOfPreInspection: dateField(L.dateOfPreInspection),
    dateOfSanction: dateField(L.dateOfSanction),
    dateOfPostInspection: dateField(L.dateOfPostInspection),
    monthOfReview: choice(L.monthOfReview, MONTHS),
    loanAmountSanctioned: money(L.loanAmountSanctioned),
    loanAmountDisbursed: money(L.loanAmountDisbursed),
    processingCharges: money(L.processingCharges),
    rateOf1YearMCLR: rate(L.rateOf1YearMCLR, true),
    spreadInterestRate: rate(L.spreadInterestRate, false),
    preSanctionComments: text(L.preSanctionComments, MAX_LENGTH.comments),
    sanctionAboveLimitReason: text(L.sanctionAboveLimitReason, MAX_LENGTH.comments),
    primarySecurities: text(L.primarySecurities, MAX_LENGTH.securities),
    collateralSecurities: text(L.collateralSecurities, MAX_LENGTH.securities),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messageId(M.fieldsNotAllowed(issue.keys.map((key) => `bankDetails.${key}`)))
        : messageId(M.notAGroup(L.bankDetails)),
  },
);

export type BankDetails = z.output<typeof bankDetailsSchema>;
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
export type BankDetailsField = keyof BankDetails;

const TEXT_FIELDS = [
  'branchName',
  'branchCode',
  'taluka',
  'district',
  'location',
  'creditOfficerName',
  'creditOfficerDesignation',
  'creditOfficerPfNumber',
  'branchManagerName',
  'branchManagerDesignation',
  'branchManagerPfNumber',
  'financialYear',
  'loanPurpose',
  'monthOfReview',
  'preSanctionComments',
  'sanctionAboveLimitReason',
  'primarySecurities',
  'collateralSecurities',
] as const satisfies readonly BankDetailsField[];

const DATE_FIELDS = [
  'dateOfApplication',
  'dateOfPreInspection',
  'dateOfSanction',
  'dateOfPostInspection',
] as const satisfies readonly BankDetailsField[];

const AMOUNT_FIELDS = [
  'loanAmountSanctioned',
  'loanAmountDisbursed',
  'processingCharges',
  'spreadInterestRate',
] as const satisfies readonly BankDetailsField[];

type TextFieldName = (typeof TEXT_FIELDS)[number] | (typeof DATE_FIELDS)[number];
type AmountFieldName = (typeof AMOUNT_FIELDS)[number];

/** Every bank-details field as the banker's form holds it: texts and dates as text, numbers or '' when blank. */
export type BankDetailsForm = Record<TextFieldName, string> &
  Record<AmountFieldName, number | ''> & { rateOf1YearMCLR: number };

/**
 * Saved bank details ready for the form (docs/requirements.md#r5-bank-details): dates cut to their date part, the MCLR rate a number
 * (blank → 0), and empty branch fields filled from the defaults of docs/requirements.md#r9-bank-defaults.
 */
export function normalizeBankDetailsForForm(
  saved: Partial<Record<string, unknown>> | null | undefined,
): BankDetailsForm {
  const source = saved ?? {};
  const defaults: Partial<Record<string, string>> = BANK_DETAIL_DEFAULTS;
  const form = {} as BankDetailsForm;
  for (const field of TEXT_FIELDS) {
    const value = source[field];
    const textValue = typeof value === 'string' ? value.trim() : '';
    form[field] = textValue !== '' ? textValue : (defaults[field] ?? '');
  }
  for (const field of DATE_FIELDS) form[field] = datePart(source[field]);
  for (const field of AMOUNT_FIELDS) {
    const number = toNumberOrBlank(source[field]);
    form[field] = number === undefined || Number.isNaN(number) ? '' : number;
  }
  form.rateOf1YearMCLR = toNumberOrZero(source.rateOf1YearMCLR);
  return form;
}
