import { translate } from './messages/catalogue';
import { FARMER_SMS_KINDS, farmerSmsForStatusChange } from './farmerSms';
import { FARMER_SMS_TEXTS } from './messages/farmerSms';

describe('farmerSmsForStatusChange', () => {
  it('tells the farmer of each step the application takes towards the loan', () => {
    expect(farmerSmsForStatusChange(null, 'farmerSubmitted', {})).toBe('submitted');
    expect(farmerSmsForStatusChange('formFill', 'farmerSubmitted', {})).toBe('submitted');
    expect(farmerSmsForStatusChange('farmerSubmitted', 'lawyer', {})).toBe('withLawyer');
    expect(farmerSmsForStatusChange('banker', 'bankerApproval', {})).toBe('approved');
    expect(farmerSmsForStatusChange('bankerApproval', 'finalApproval', {})).toBe('sanctioned');
    expect(farmerSmsForStatusChange('finalSubmission', 'disbursed', {})).toBe('disbursed');
  });

  it('sends nothing for drafts, hand-overs inside the bank or saves that keep the status', () => {
    expect(farmerSmsForStatusChange(null, 'formFill', {})).toBeUndefined();
    expect(farmerSmsForStatusChange('farmerSubmitted', 'formFill', {})).toBeUndefined();
    expect(farmerSmsForStatusChange('lawyer', 'banker', {})).toBeUndefined();
    expect(farmerSmsForStatusChange('finalApproval', 'finalSubmission', {})).toBeUndefined();
    expect(farmerSmsForStatusChange('lawyer', 'lawyer', {})).toBeUndefined();
  });

  it('asks the farmer for land documents when the lawyer found issues with the title, and only then', () => {
    const review = (verdict: 'clearTitle' | 'issuesFound') => ({
      completeLegalReview: { at: '2026-01-10T10:00:00.000Z', byUserId: 'lawyer', verdict },
    });
    expect(farmerSmsForStatusChange('lawyer', 'banker', review('issuesFound'))).toBe('documentsNeeded');
    expect(farmerSmsForStatusChange('lawyer', 'banker', review('clearTitle'))).toBeUndefined();
    // A reopen brings the application back to the bank: the verdict was told of when it was given.
    expect(farmerSmsForStatusChange('bankerApproval', 'banker', review('issuesFound'))).toBeUndefined();
  });

  it('has a text in English and Hindi for every kind, within one Unicode SMS part pair', () => {
    for (const kind of FARMER_SMS_KINDS) {
      const [en, hi] = (['en', 'hi'] as const).map((language) => translate(FARMER_SMS_TEXTS[kind], language)) as [
        string,
        string,
      ];
      expect(en.startsWith('Kisan Credit: ')).toBe(true);
      expect(hi).toMatch(/[\u0900-\u097F]/);
      // Hindi goes as UCS-2: 70 characters a part, 67 when split; two parts at most.
      expect(hi.length).toBeLessThanOrEqual(134);
      expect(en.length).toBeLessThanOrEqual(160);
    }
  });
});
