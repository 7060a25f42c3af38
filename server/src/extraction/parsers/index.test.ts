import { isReadableSlot, parseDocument } from './index';

const today = new Date(2025, 5, 1);

describe('parseDocument', () => {
  it('tags every suggestion with the slot and its role, and scales its confidence by the OCR confidence', () => {
    const fields = parseDocument('aadharCopy', 'Ramesh Kumar\nDOB: 15/08/1985\nMALE\n2345 6789 0124', {
      today,
      ocrConfidence: 0.8,
    });
    expect(fields).toEqual({
      aadharNumbers: [{ value: '234567890124', source: 'aadharCopy', role: 'holder', confidence: 0.76 }],
      applicantNames: [{ value: 'Ramesh Kumar', source: 'aadharCopy', role: 'holder', confidence: 0.68 }],
      ages: [
        {
          value: '39',
          dateOfBirth: '1985-08-15',
          calculationMethod: 'dateOfBirth',
          source: 'aadharCopy',
          role: 'holder',
          confidence: 0.72,
        },
      ],
    });
  });

  it('keeps one suggestion per value, the most confident, most confident first', () => {
    const fields = parseDocument('passbook', 'STATE BANK OF INDIA\nIFSC: SBIN0001234', { today });
    expect(fields.bankNames).toEqual([
      { value: 'State Bank of India', source: 'passbook', role: 'branch', confidence: 0.9 },
    ]);
  });

  it("offers a value only under the field of its role: not the branch's address as the holder's, not a nominee as family", () => {
    const fields = parseDocument(
      'passbook',
      'Branch Address : Main Road, Sandila, Hardoi - 241204\nName : Ramesh Kumar\nAddress : Village Khajuri, Sitapur - 261479\nNominee : Mohan Lal',
      { today },
    );
    expect(fields.addresses).toEqual([
      { value: 'Village Khajuri, Sitapur - 261479', source: 'passbook', role: 'holder', confidence: 0.75 },
    ]);
    expect(fields.familyMemberNames).toBeUndefined();
    expect(fields.applicantNames?.map((name) => [name.value, name.role])).toEqual([['Ramesh Kumar', 'holder']]);
  });

  it('marks every land record for review', () => {
    const fields = parseDocument(
      'khatauniCopy',
      'Village: Rampur\nKhata No: 12\nKhasra No   Area (Hectare)\n45   0.5060',
      { today },
    );
    expect(fields.landRecords).toEqual([
      {
        khataNo: '12',
        surveyNo: '45',
        landArea: 0.506,
        landAreaUnit: 'hectare',
        revenueVillage: 'Rampur',
        source: 'khatauniCopy',
        confidence: 0.65,
        needsReview: true,
      },
    ]);
  });

  it('reads numbers printed in any Indian digit set as the same numbers', () => {
    const aadhaar = parseDocument('aadharCopy', 'Ramesh Kumar\nDOB: १५/०८/१९८५\n२३४५ ६७८९ ०१२४', { today });
    expect(aadhaar.aadharNumbers?.[0]?.value).toBe('234567890124');
    expect(aadhaar.ages?.[0]?.dateOfBirth).toBe('1985-08-15');
    const passbook = parseDocument('passbook', 'STATE BANK OF INDIA\nIFSC: SBIN０００１２３４', { today });
    expect(passbook.ifscCodes?.[0]?.value).toBe('SBIN0001234');
    const gurmukhi = parseDocument(
      'khatauniCopy',
      'Village: Rampur\nKhata No: ੦੦੩੧੬\nKhasra No   Area (Hectare)\n੨੧੨/੧   ੦.੪੦੦੦',
      { today },
    );
    expect(gurmukhi.landRecords?.[0]).toMatchObject({ khataNo: '00316', surveyNo: '212/1', landArea: 0.4 });
  });

  it('gives nothing for an empty text', () => {
    expect(parseDocument('pan', '', { today })).toEqual({});
  });
});

describe('isReadableSlot', () => {
  it('knows the slots that have a parser', () => {
    expect(isReadableSlot('khasraCopy')).toBe(true);
    expect(isReadableSlot('applicantPhoto')).toBe(false);
  });
});
