import { emptySuggestions, hasIdentitySuggestions, isForList, SUGGESTION_LISTS } from './suggestions';

describe('suggestions', () => {
  it('has the eleven lists of docs/requirements.md#r3-suggestions, empty to start', () => {
    expect(SUGGESTION_LISTS).toHaveLength(11);
    const empty = emptySuggestions();
    expect(Object.keys(empty).sort()).toEqual([...SUGGESTION_LISTS].sort());
    expect(Object.values(empty).every((list) => Array.isArray(list) && list.length === 0)).toBe(true);
    expect(emptySuggestions()).not.toBe(empty);
  });

  it('offers a value only under the field of the role it was read in', () => {
    expect(isForList('applicantNames', { role: 'holder' })).toBe(true);
    expect(isForList('applicantNames', { role: 'father' })).toBe(false);
    expect(isForList('addresses', { role: 'branch' })).toBe(false);
    expect(isForList('ifscCodes', { role: 'branch' })).toBe(true);
    expect(isForList('familyMemberNames', { role: 'family' })).toBe(true);
    expect(isForList('familyMemberNames', { role: 'nominee' })).toBe(false);
  });

  it('keeps polling to the minute once names, Aadhar numbers, addresses or ages are found', () => {
    const suggestions = emptySuggestions();
    expect(hasIdentitySuggestions(suggestions)).toBe(false);
    suggestions.ifscCodes.push({ value: 'SBIN0001234', source: 'passbook' });
    expect(hasIdentitySuggestions(suggestions)).toBe(false);
    suggestions.ages.push({
      value: '42',
      source: 'aadharCopy',
      dateOfBirth: '1983-04-01',
      calculationMethod: 'dateOfBirth',
    });
    expect(hasIdentitySuggestions(suggestions)).toBe(true);
    expect(hasIdentitySuggestions(undefined)).toBe(false);
  });
});
