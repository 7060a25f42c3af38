import { mergeSuggestions } from './mergeSuggestions';

describe('mergeSuggestions', () => {
  it('offers a value read from two documents once, with its surest reading, surest first, naming its role', () => {
    const merged = mergeSuggestions([
      { applicantNames: [{ value: 'Ram Kumar', source: 'aadharCopy', confidence: 0.8 }] },
      {
        applicantNames: [
          { value: 'RAM  KUMAR', source: 'pan', confidence: 0.9 },
          { value: 'Sita Devi', source: 'pan', confidence: 0.95 },
        ],
      },
    ]);
    // Readings stored before roles were named held only their list's role: the holder's here.
    expect(merged.applicantNames).toEqual([
      { value: 'Sita Devi', source: 'pan', role: 'holder', confidence: 0.95 },
      { value: 'RAM  KUMAR', source: 'pan', role: 'holder', confidence: 0.9 },
    ]);
  });

  it('offers only whole names: no fragments, no OCR leftovers in front, no form words', () => {
    const name = (value: string, source = 'aadharCopy') => ({ value, source, confidence: 0.7 });
    const merged = mergeSuggestions([
      { applicantNames: [name('राहुल कुमार शर्मा'), name('कुमार शर्मा'), name('ही राहुल कुमार शर्मा')] },
      { applicantNames: [name('Rahul Kumar Sharma', 'pan'), name('Oo Rahul Kumar Sharma', 'pan')] },
      { familyMemberNames: [name('Registered', 'passbook'), name('Sunita Devi', 'passbook')] },
    ]);
    expect(merged.applicantNames.map((suggestion) => suggestion.value)).toEqual([
      'राहुल कुमार शर्मा',
      'Rahul Kumar Sharma',
    ]);
    expect(merged.familyMemberNames.map((suggestion) => suggestion.value)).toEqual(['Sunita Devi']);
  });

  it('keeps two different people whose names share a surname', () => {
    const merged = mergeSuggestions([
      {
        fatherNames: [
          { value: 'Mohan Lal Sharma', source: 'aadharCopy' },
          { value: 'Ram Sharma', source: 'pan' },
        ],
      },
    ]);
    expect(merged.fatherNames).toHaveLength(2);
  });

  it('answers every list of the spec, empty when nothing was read', () => {
    const merged = mergeSuggestions([]);
    expect(merged.aadharNumbers).toEqual([]);
    expect(merged.ages).toEqual([]);
    expect(merged.landRecords).toEqual([]);
  });

  it('offers a plot both land documents name once, as its surest reading', () => {
    const merged = mergeSuggestions([
      {
        landRecords: [
          {
            khataNo: '00163',
            surveyNo: '45/2',
            revenueVillage: 'Rampur',
            landArea: 1.2,
            source: 'khasraCopy',
            confidence: 0.6,
          },
        ],
      },
      {
        landRecords: [
          {
            khataNo: '00163',
            surveyNo: '45/2',
            revenueVillage: 'Rampur',
            landArea: 1.25,
            source: 'khatauniCopy',
            confidence: 0.75,
          },
        ],
      },
    ]);
    expect(merged.landRecords).toEqual([expect.objectContaining({ source: 'khatauniCopy', landArea: 1.25 })]);
  });

  it('knows a plot however its numbers are padded or its village capitalised, and keeps records naming no plot', () => {
    const khatauni = { khataNo: '00163', surveyNo: '45/2', revenueVillage: 'Rampur', source: 'khatauniCopy' };
    const khasra = { khataNo: '163 ', surveyNo: '45/2', revenueVillage: 'RAMPUR', source: 'khasraCopy' };
    const unnamed = { khataNo: '163', landArea: 0.4, source: 'khasraCopy' };
    const merged = mergeSuggestions([
      {
        landRecords: [
          { ...khatauni, confidence: 0.7 },
          { ...unnamed, confidence: 0.5 },
        ],
      },
      {
        landRecords: [
          { ...khasra, confidence: 0.8 },
          { ...unnamed, confidence: 0.4 },
        ],
      },
    ]);
    expect(merged.landRecords).toEqual([
      { ...khasra, confidence: 0.8 },
      { ...unnamed, confidence: 0.5 },
      { ...unnamed, confidence: 0.4 },
    ]);
  });

  it('keeps the land records of each land document', () => {
    const merged = mergeSuggestions([
      { landRecords: [{ khataNo: '12', source: 'khatauniCopy' }] },
      { landRecords: [{ surveyNo: '45/2', source: 'khasraCopy' }] },
    ]);
    expect(merged.landRecords).toHaveLength(2);
  });
});
