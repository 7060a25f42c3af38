import { defaultApplication } from '@kisan-credit/shared-api/contract/application/defaults';
import { hasAnyMainField } from './mainFields';

describe('hasAnyMainField', () => {
  it('is false for a new application, whatever its defaults', () => {
    expect(hasAnyMainField(defaultApplication())).toBe(false);
    expect(hasAnyMainField({ ...defaultApplication(), applicantName: '   ' })).toBe(false);
  });

  it.each([
    ['applicantName', { applicantName: 'Ramesh' }],
    ['age', { age: 42 }],
    ['loanAmount', { loanAmount: '150000' }],
    ['bank account', { bankAccount: { accountNumber: '3123', ifscCode: '', bankName: '' } }],
    ['an uploaded document', { documents: { pan: '/api/file/pan' } }],
  ])('is true once %s has a value', (_name, change) => {
    expect(hasAnyMainField({ ...defaultApplication(), ...change })).toBe(true);
  });
});
