import { APPLICATION_STATUSES } from '../status';
import { translate, type Message } from './catalogue';
import { documentSlotOption } from '../options';
import {
  aboutAcres,
  interestSubvention,
  namesDisagree,
  numbered,
  ROW_TITLES,
  savedOnPhoneAt,
  STATUS_PLAIN_WORDS,
  uploadingPercent,
  suggestionChipName,
  WIZARD_MESSAGES,
} from './wizard';

const DEVANAGARI = /[\u0900-\u097F]/;
const en = (text: Message) => translate(text, 'en');
const hi = (text: Message) => translate(text, 'hi');

describe('wizard messages', () => {
  it.each(Object.entries({ WIZARD_MESSAGES, ROW_TITLES, STATUS_PLAIN_WORDS }))(
    '%s has English and Hindi for every text',
    (_name, catalogue) => {
      for (const message of Object.values(catalogue)) {
        expect(en(message).trim()).not.toBe('');
        expect(hi(message)).toMatch(DEVANAGARI);
      }
    },
  );

  it('explains every status in plain words', () => {
    expect(Object.keys(STATUS_PLAIN_WORDS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('builds texts with their numbers and names in both languages', () => {
    const family = numbered(ROW_TITLES.familyMember, 1);
    expect([en(family), hi(family)]).toEqual(['Family Member 2', 'परिवार का सदस्य 2']);
    expect(en(uploadingPercent(45))).toBe('Uploading... 45%');
    expect(en(aboutAcres('2.47'))).toBe('about 2.47 acres');
    const aadhar = documentSlotOption('aadharCopy')!.label;
    const chip = suggestionChipName('RAMESH', aadhar);
    expect([en(chip), hi(chip)]).toEqual(['Use RAMESH (from Aadhar Card)', 'RAMESH का उपयोग करें (आधार कार्ड से)']);
    const warning = namesDisagree(
      { value: 'RAMESH KUMAR', source: aadhar },
      { value: 'SURESH KUMAR', source: documentSlotOption('pan')!.label },
    );
    expect(en(warning)).toContain(
      'The name on your Aadhar Card (RAMESH KUMAR) does not match the name on your PAN Card (SURESH KUMAR)',
    );
    expect(hi(warning)).toMatch(DEVANAGARI);
    expect(en(interestSubvention('₹3,00,000'))).toContain('Up to ₹3,00,000');
    expect(hi(savedOnPhoneAt('21 Nov 2026'))).toContain('21 Nov 2026');
  });
});
