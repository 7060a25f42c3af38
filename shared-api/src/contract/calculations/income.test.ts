import { formatLoanToIncomeRatio, loanToIncomeRatio, totalAnnualIncome } from './income';

describe('totalAnnualIncome', () => {
  it('adds agriculture and other income', () => {
    expect(totalAnnualIncome({ fromAgriculture: 240000, fromOthers: '60000' })).toBe(300000);
  });

  it('counts blanks and invalid values as 0', () => {
    expect(totalAnnualIncome({ fromAgriculture: '', fromOthers: 'abc' })).toBe(0);
    expect(totalAnnualIncome({ fromAgriculture: 5000 })).toBe(5000);
    expect(totalAnnualIncome(undefined)).toBe(0);
    expect(totalAnnualIncome(null)).toBe(0);
  });
});

describe('loanToIncomeRatio', () => {
  it('is the loan as a percentage of income, one decimal', () => {
    expect(loanToIncomeRatio(150000, 300000)).toBe(50);
    expect(loanToIncomeRatio(100000, 300000)).toBe(33.3);
    expect(loanToIncomeRatio('200000', 300000)).toBe(66.7);
    expect(loanToIncomeRatio(900000, 300000)).toBe(300);
  });

  it.each([
    [150000, 0],
    [150000, ''],
    [0, 300000],
    ['', 300000],
    [-5, 300000],
    [150000, -1],
  ])('is not calculated for loan %p and income %p', (loan, income) => {
    expect(loanToIncomeRatio(loan, income)).toBeNull();
  });

  it('is shown with one decimal and a percent sign, or "Not calculated"', () => {
    expect(formatLoanToIncomeRatio(50)).toBe('50.0%');
    expect(formatLoanToIncomeRatio(33.3)).toBe('33.3%');
    expect(formatLoanToIncomeRatio(null)).toBe('Not calculated');
    expect(formatLoanToIncomeRatio(null, 'hi')).toBe('गणना नहीं की गई');
  });
});
