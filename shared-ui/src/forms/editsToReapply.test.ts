import { editsToReapply } from './editsToReapply';

describe('editsToReapply', () => {
  it('keeps only the fields the officer changed, whole, with their edited values', () => {
    const loaded = {
      applicantName: 'Ramesh Kumar',
      loanAmount: 150000,
      annualIncome: { fromAgriculture: 1, fromOthers: 2 },
      district: '',
    };
    const edited = { ...loaded, annualIncome: { fromAgriculture: 1, fromOthers: 5 }, district: 'Sitapur' };
    expect(editsToReapply(loaded, edited)).toEqual({
      annualIncome: { fromAgriculture: 1, fromOthers: 5 },
      district: 'Sitapur',
    });
  });

  it('is empty when nothing changed, and carries a field the officer cleared', () => {
    expect(editsToReapply({ a: 1 }, { a: 1 })).toEqual({});
    expect(editsToReapply<Record<string, unknown>>({ a: 1, b: 'x' }, { a: 1, b: undefined })).toEqual({ b: undefined });
  });
});
