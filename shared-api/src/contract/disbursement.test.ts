import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { disbursementProblems } from '@kisan-credit/shared-api/contract/disbursement';

describe('disbursementProblems', () => {
  it('accepts an amount up to the sanctioned amount with a date', () => {
    expect(disbursementProblems({ amount: '150000', date: '2026-11-20' }, 150_000)).toEqual({});
    expect(disbursementProblems({ amount: '99.5', date: '2026-11-20' }, undefined)).toEqual({});
  });

  it('refuses a blank, zero or negative amount and a missing date', () => {
    const problems = disbursementProblems({ amount: '', date: '' }, 150_000);
    expect(translate(problems.amount!, 'en')).toBe('Enter an amount more than 0');
    expect(translate(problems.date!, 'en')).toBe('Choose the disbursement date');
    expect(disbursementProblems({ amount: '0', date: '2026-02-30' }, undefined)).toEqual({
      amount: expect.anything(),
      date: expect.anything(),
    });
  });

  it('refuses more than the sanctioned amount, naming it', () => {
    expect(translate(disbursementProblems({ amount: '150001', date: '2026-11-20' }, 150_000).amount!, 'en')).toBe(
      'The amount cannot be more than the sanctioned amount (₹1,50,000)',
    );
  });
});
