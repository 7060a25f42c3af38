import { bankDetailsSchema, datePart, normalizeBankDetailsForForm } from './bankDetails';
import { issuesByPath } from './testing/issues';

describe('bank details', () => {
  it('accepts a full record, cutting timestamps to dates and rates to two decimals', () => {
    const result = bankDetailsSchema.safeParse({
      branchName: 'Sitapur Main',
      branchCode: 'SBI0042',
      location: 'semi-urban',
      financialYear: '2025-26',
      monthOfReview: 'March',
      dateOfApplication: '2025-06-01T10:30:00.000Z',
      dateOfSanction: '2025-06-15',
      dateOfPreInspection: '',
      loanAmountSanctioned: '150000',
      loanAmountDisbursed: 100000,
      processingCharges: '',
      rateOf1YearMCLR: '8.456',
      spreadInterestRate: 1.5,
      primarySecurities: 'Hypothication of Standing Crop',
      collateralSecurities: '-',
    });
    expect(issuesByPath(result)).toEqual({});
    expect(result.data).toMatchObject({
      dateOfApplication: '2025-06-01',
      dateOfSanction: '2025-06-15',
      dateOfPreInspection: '',
      loanAmountSanctioned: 150000,
      rateOf1YearMCLR: 8.46,
      spreadInterestRate: 1.5,
    });
    expect(result.data?.processingCharges).toBeUndefined();
  });

  it('stores a blank MCLR rate as 0', () => {
    expect(bankDetailsSchema.parse({ rateOf1YearMCLR: '' }).rateOf1YearMCLR).toBe(0);
    expect(bankDetailsSchema.parse({}).rateOf1YearMCLR).toBe(0);
  });

  it('refuses impossible dates, rates and amounts, and choices outside the lists', () => {
    const result = bankDetailsSchema.safeParse({
      dateOfSanction: '2025-02-30',
      dateOfApplication: '15/06/2025',
      spreadInterestRate: 120,
      loanAmountDisbursed: -1,
      location: 'metro',
      financialYear: '2030-31',
      monthOfReview: 'Jan',
    });
    expect(issuesByPath(result)).toEqual({
      dateOfSanction: ['Date of sanction must be a valid date (YYYY-MM-DD)'],
      dateOfApplication: ['Date of application must be a valid date (YYYY-MM-DD)'],
      spreadInterestRate: ['Spread interest rate (%) cannot be more than 100'],
      loanAmountDisbursed: ['Loan amount disbursed cannot be negative'],
      location: ['Please choose the location from the list'],
      financialYear: ['Please choose the financial year from the list'],
      monthOfReview: ['Please choose the month of review from the list'],
    });
  });

  it('refuses dates no bank wrote: year 1 and year 9999', () => {
    const result = bankDetailsSchema.safeParse({
      dateOfSanction: '0001-01-01',
      dateOfApplication: '9999-12-31',
      dateOfPreInspection: '2026-01-15',
    });
    expect(issuesByPath(result)).toEqual({
      dateOfSanction: ['Date of sanction must be a valid date (YYYY-MM-DD)'],
      dateOfApplication: ['Date of application must be a valid date (YYYY-MM-DD)'],
    });
  });

  it('refuses fields it does not know', () => {
    expect(issuesByPath(bankDetailsSchema.safeParse({ status: 'disbursed' }))).toEqual({
      '': ['These fields are not accepted here: bankDetails.status'],
    });
  });
});

describe('datePart', () => {
  it.each([
    ['2025-06-01T10:30:00.000Z', '2025-06-01'],
    ['2025-06-01', '2025-06-01'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', ''],
    ['01-06-2025', ''],
    ['', ''],
    [undefined, ''],
    [20250601, ''],
  ])('%p → %p', (input, expected) => {
    expect(datePart(input)).toBe(expected);
  });
});

describe('normalizeBankDetailsForForm', () => {
  it('fills empty branch fields with the defaults and leaves unknown ones blank', () => {
    const form = normalizeBankDetailsForForm(undefined);
    expect(form).toMatchObject({
      financialYear: '2025-26',
      location: 'rural',
      primarySecurities: 'Hypothication of Standing Crop',
      collateralSecurities: '-',
      branchName: '',
      creditOfficerName: '',
      dateOfSanction: '',
      loanAmountSanctioned: '',
      rateOf1YearMCLR: 0,
    });
  });

  it('keeps saved values, cuts dates to their date part and makes the MCLR rate a number', () => {
    const form = normalizeBankDetailsForForm({
      branchName: 'Sitapur Main',
      location: '  ',
      financialYear: '2024-25',
      dateOfSanction: '2025-06-15T00:00:00.000Z',
      rateOf1YearMCLR: '8.5',
      loanAmountSanctioned: '150000',
      spreadInterestRate: 'n/a',
    });
    expect(form).toMatchObject({
      branchName: 'Sitapur Main',
      location: 'rural',
      financialYear: '2024-25',
      dateOfSanction: '2025-06-15',
      rateOf1YearMCLR: 8.5,
      loanAmountSanctioned: 150000,
      spreadInterestRate: '',
    });
  });

  it('gives a form the schema accepts', () => {
    expect(bankDetailsSchema.safeParse(normalizeBankDetailsForForm({ rateOf1YearMCLR: '' })).success).toBe(true);
  });
});
