import { acresText, applicationDocuments, choice, shown } from './CreditFileSections';
import { CASTE_CATEGORIES } from '@kisan-credit/shared-api/contract/options';

describe('the credit file’s formatters', () => {
  it('shows an area in acres to two decimals with its unit, whatever unit it was entered in', () => {
    expect(acresText(1, 'hectare', 'en')).toBe('2.47 acres');
    expect(acresText(3, 'acre', 'en')).toBe('3 acres');
    expect(acresText('', 'acre', 'en')).toBe('0 acres');
    expect(acresText(1, 'hectare', 'hi')).toMatch(/^2\.47 /);
  });

  it('shows a blank as N/A and a choice by its label', () => {
    expect(shown('  ', 'en')).toBe('N/A');
    expect(shown(42, 'en')).toBe('42');
    expect(choice(CASTE_CATEGORIES, 'OBC', 'en')).toBe('OBC');
    expect(choice(CASTE_CATEGORIES, 'Other', 'en', 'Nomadic tribe')).toBe('Nomadic tribe');
  });

  it('lists the farmer’s and the lawyer’s uploaded documents in the order of their slots', () => {
    const documents = {
      searchReport: '/api/file/s',
      khasraCopy: '/api/file/k',
      aadharCopy: '/api/file/a',
      pan: '',
    };
    const { farmer, lawyer } = applicationDocuments(documents, 'en');
    expect(farmer.map((document) => [document.slot, document.title])).toEqual([
      ['aadharCopy', 'Aadhar Card'],
      ['khasraCopy', 'Khasra Copy'],
    ]);
    expect(lawyer).toEqual([{ slot: 'searchReport', title: 'Search Report', url: '/api/file/s' }]);
    const forLawyer = applicationDocuments(documents, 'en', (slot) => slot !== 'aadharCopy');
    expect(forLawyer.farmer.map((document) => document.slot)).toEqual(['khasraCopy']);
  });
});
