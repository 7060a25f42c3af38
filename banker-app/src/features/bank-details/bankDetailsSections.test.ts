import { bankDetailsSchema, normalizeBankDetailsForForm } from '@kisan-credit/shared-api/contract/bankDetails';
import { BANK_DETAILS_SECTIONS, bankDetailsForSave } from './bankDetailsSections';

describe('bank details form rules', () => {
  it('holds every bank-details field (docs/requirements.md#r3-bank-details) exactly once', () => {
    const names = BANK_DETAILS_SECTIONS.flatMap((section) => section.fields.map((field) => field.name)).sort();
    expect(names).toEqual(Object.keys(bankDetailsSchema.shape).sort());
  });

  it('loads with defaults, dates cut to their date part and a numeric MCLR, and saves blank MCLR as 0', () => {
    const form = normalizeBankDetailsForForm({ dateOfSanction: '2026-11-20T10:30:00.000Z', rateOf1YearMCLR: '' });
    expect(form.financialYear).toBe('2025-26');
    expect(form.location).toBe('rural');
    expect(form.primarySecurities).toBe('Hypothication of Standing Crop');
    expect(form.collateralSecurities).toBe('-');
    expect(form.dateOfSanction).toBe('2026-11-20');
    expect(form.rateOf1YearMCLR).toBe(0);

    const body = bankDetailsForSave({
      ...form,
      rateOf1YearMCLR: '',
      loanAmountSanctioned: '150000',
      spreadInterestRate: '1.25',
    });
    expect(body).toMatchObject({
      rateOf1YearMCLR: 0,
      loanAmountSanctioned: 150_000,
      spreadInterestRate: 1.25,
      dateOfSanction: '2026-11-20',
    });
    expect(body).not.toHaveProperty('loanAmountDisbursed');
    expect(bankDetailsSchema.safeParse(body).success).toBe(true);
  });
});
