import { APPLICATION_STATUSES } from '../status';
import {
  aboutAcres,
  interestSubvention,
  namesDisagree,
  numbered,
  ROW_TITLES,
  savedOnPhoneAt,
  STATUS_PLAIN_WORDS,
  uploadingPercent,
  suggestionChipLabel,
  WIZARD_MESSAGES,
} from './wizard';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('wizard messages', () => {
  it.each(Object.entries({ WIZARD_MESSAGES, ROW_TITLES, STATUS_PLAIN_WORDS }))(
    '%s has English and Hindi for every text',
    (_name, catalogue) => {
      for (const message of Object.values(catalogue)) {
        expect(message.en.trim()).not.toBe('');
        expect(message.hi).toMatch(DEVANAGARI);
      }
    },
  );

  it('explains every status in plain words', () => {
    expect(Object.keys(STATUS_PLAIN_WORDS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('builds texts with their numbers and names in both languages', () => {
    expect(numbered(ROW_TITLES.familyMember, 1)).toEqual({ en: 'Family Member 2', hi: 'परिवार का सदस्य 2' });
    expect(uploadingPercent(45).en).toBe('Uploading... 45%');
    expect(aboutAcres('2.47').en).toBe('about 2.47 acres');
    expect(suggestionChipLabel('RAMESH', { en: 'Aadhar Card', hi: 'आधार कार्ड' })).toEqual({
      en: 'Use RAMESH (from Aadhar Card)',
      hi: 'RAMESH का उपयोग करें (आधार कार्ड से)',
    });
    const warning = namesDisagree(
      { value: 'RAMESH KUMAR', source: { en: 'Aadhar Card', hi: 'आधार कार्ड' } },
      { value: 'SURESH KUMAR', source: { en: 'PAN Card', hi: 'पैन कार्ड' } },
    );
    expect(warning.en).toContain(
      'The name on your Aadhar Card (RAMESH KUMAR) does not match the name on your PAN Card (SURESH KUMAR)',
    );
    expect(warning.hi).toMatch(DEVANAGARI);
    expect(interestSubvention('₹3,00,000').en).toContain('Up to ₹3,00,000');
    expect(savedOnPhoneAt('21 Nov 2026').hi).toContain('21 Nov 2026');
  });
});
