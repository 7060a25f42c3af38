import { liabilityGroupTotals, totalLiabilities } from './liabilities';

describe('liabilities', () => {
  it('totals a group', () => {
    expect(
      liabilityGroupTotals([
        { outstanding: 100000, emiPerYear: 30000, overdue: 0 },
        { outstanding: '50000', emiPerYear: '', overdue: '2000' },
      ]),
    ).toEqual({ outstanding: 150000, emiPerYear: 30000, overdue: 2000 });
    expect(liabilityGroupTotals(undefined)).toEqual({ outstanding: 0, emiPerYear: 0, overdue: 0 });
  });

  it('adds the outstanding amounts of the three groups', () => {
    expect(
      totalLiabilities({
        ourBranch: [{ outstanding: 100000 }],
        otherBank: [{ outstanding: '20000' }, { outstanding: 'abc' }],
        cooperativeSociety: [{ outstanding: 5000, emiPerYear: 99999 }],
      }),
    ).toBe(125000);
  });

  it('is 0 with no liabilities, and ignores other keys', () => {
    expect(totalLiabilities({})).toBe(0);
    expect(totalLiabilities(undefined)).toBe(0);
    expect(totalLiabilities({ moneylender: [{ outstanding: 1000 }] })).toBe(0);
  });
});
