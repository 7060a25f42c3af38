import { readSuggestionsAnswer } from './suggestionsAnswer';

describe('readSuggestionsAnswer', () => {
  it('reads the spec’s answer, filling lists the server left out', () => {
    const answer = readSuggestionsAnswer({
      success: true,
      processing: true,
      suggestions: {
        applicantNames: [
          { value: ' RAMESH KUMAR ', source: 'aadharCopy', confidence: 0.9 },
          { value: 'RAMESH KUMAR', source: 'pan' },
          { value: '', source: 'pan' },
          'junk',
        ],
        ages: [{ value: '42', source: 'aadharCopy', dateOfBirth: '1983-04-01', calculationMethod: 'dateOfBirth' }],
        landRecords: [{ khataNo: '00123', source: 'khatauniCopy' }],
      },
    });
    expect(answer.processing).toBe(true);
    // An older server names no role: its lists held only their own role's values.
    expect(answer.suggestions.applicantNames).toEqual([
      { value: 'RAMESH KUMAR', source: 'aadharCopy', role: 'holder', confidence: 0.9 },
    ]);
    expect(answer.suggestions.ages[0]).toMatchObject({ value: '42', dateOfBirth: '1983-04-01' });
    expect(answer.suggestions.ifscCodes).toEqual([]);
    expect(answer.landRecords).toEqual([{ khataNo: '00123', source: 'khatauniCopy' }]);
  });

  it('also reads it wrapped in {data}, and survives nonsense', () => {
    const wrapped = readSuggestionsAnswer({
      data: { success: true, processing: false, suggestions: { panNumbers: [{ value: 'ABCDE1234F', source: 'pan' }] } },
    });
    expect(wrapped.suggestions.panNumbers).toEqual([{ value: 'ABCDE1234F', source: 'pan', role: 'holder' }]);
    expect(readSuggestionsAnswer('oops').suggestions.applicantNames).toEqual([]);
    expect(readSuggestionsAnswer(null).processing).toBe(false);
  });

  it("offers a value only under the field of its role: a father's name is not the applicant's, a branch address not the holder's", () => {
    const answer = readSuggestionsAnswer({
      suggestions: {
        applicantNames: [
          { value: 'SURESH KUMAR', source: 'pan', role: 'father' },
          { value: 'RAMESH KUMAR', source: 'aadharCopy', role: 'holder' },
        ],
        addresses: [{ value: 'Main Road, Sandila - 241204', source: 'passbook', role: 'branch' }],
        familyMemberNames: [{ value: 'Mohan Lal', source: 'passbook', role: 'nominee' }],
      },
    });
    expect(answer.suggestions.applicantNames.map((name) => name.value)).toEqual(['RAMESH KUMAR']);
    expect(answer.suggestions.addresses).toEqual([]);
    expect(answer.suggestions.familyMemberNames).toEqual([]);
  });
});
