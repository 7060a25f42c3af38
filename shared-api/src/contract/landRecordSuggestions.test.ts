import { blankLandRecord } from './application/defaults';
import { isBlankLandRecord, prefillLandRecords, readLandRecordSuggestions } from './landRecordSuggestions';

describe('readLandRecordSuggestions', () => {
  it('reads the land records of a suggestions answer, leaving out what is not a land record', () => {
    const suggestions = {
      applicantNames: [{ value: 'RAMESH', source: 'aadharCopy' }],
      landRecords: [
        {
          khataNo: ' 00123 ',
          surveyNo: 45,
          landArea: '1.5',
          landAreaUnit: 'hectare',
          revenueVillage: 'Rampur',
          source: 'khatauniCopy',
          confidence: 0.8,
        },
        { landArea: 2, landAreaUnit: 'bigha', source: 'khasraCopy' },
        { source: 'khasraCopy' },
        'garbage',
        null,
      ],
    };
    expect(readLandRecordSuggestions(suggestions)).toEqual([
      {
        khataNo: '00123',
        surveyNo: '45',
        landArea: 1.5,
        landAreaUnit: 'hectare',
        revenueVillage: 'Rampur',
        source: 'khatauniCopy',
        confidence: 0.8,
      },
      { landArea: 2, landAreaUnit: 'acre', source: 'khasraCopy' },
    ]);
  });

  it('keeps the review flag when it is a boolean', () => {
    const suggestions = {
      landRecords: [
        { surveyNo: '45', source: 'khatauniCopy', needsReview: true },
        { surveyNo: '46', source: 'khatauniCopy', needsReview: 'yes' },
      ],
    };
    expect(readLandRecordSuggestions(suggestions)).toEqual([
      { surveyNo: '45', source: 'khatauniCopy', needsReview: true },
      { surveyNo: '46', source: 'khatauniCopy' },
    ]);
  });

  it('keeps the place and the holders with their shares, leaving out holders without a name', () => {
    const suggestions = {
      landRecords: [
        {
          surveyNo: '305ख',
          tehsil: 'बांसडीह',
          district: ' बलिया ',
          pargana: '',
          owners: [{ name: 'रमेश कुमार', share: '1/2' }, { name: 'दिनेश कुमार', share: 12 }, { share: '1/4' }, 'x'],
          source: 'khatauniCopy',
        },
      ],
    };
    expect(readLandRecordSuggestions(suggestions)).toEqual([
      {
        surveyNo: '305ख',
        tehsil: 'बांसडीह',
        district: 'बलिया',
        owners: [
          { name: 'रमेश कुमार', share: '1/2' },
          { name: 'दिनेश कुमार', share: '12' },
        ],
        source: 'khatauniCopy',
      },
    ]);
  });

  it('is empty when the answer has no land records', () => {
    expect(readLandRecordSuggestions({ applicantNames: [] })).toEqual([]);
    expect(readLandRecordSuggestions({ landRecords: 'x' })).toEqual([]);
    expect(readLandRecordSuggestions(null)).toEqual([]);
  });
});

describe('prefillLandRecords', () => {
  const suggestion = {
    khataNo: '00123',
    surveyNo: '45/2',
    landArea: 1.5,
    landAreaUnit: 'hectare' as const,
    revenueVillage: 'Rampur',
    source: 'khatauniCopy',
  };

  it('fills blank records in order and adds records for the rest, keeping their crops', () => {
    const lands = [blankLandRecord()];
    const filled = prefillLandRecords(lands, [suggestion, { surveyNo: '46', source: 'khasraCopy' }], () =>
      blankLandRecord(),
    );
    expect(filled).toHaveLength(2);
    expect(filled[0]).toMatchObject({
      khataNo: '00123',
      surveyNo: '45/2',
      landArea: 1.5,
      landAreaUnit: 'hectare',
      revenueVillage: 'Rampur',
    });
    expect(filled[0]!.cropDetails).toEqual(lands[0]!.cropDetails);
    expect(filled[1]).toMatchObject({ khataNo: '', surveyNo: '46', landArea: '', landAreaUnit: 'acre' });
  });

  it('never changes a record the farmer typed into', () => {
    const typed = { ...blankLandRecord(), surveyNo: '12' };
    const filled = prefillLandRecords([typed, blankLandRecord()], [suggestion], () => blankLandRecord());
    expect(filled[0]).toBe(typed);
    expect(filled[1]).toMatchObject({ khataNo: '00123' });
  });

  it('gives back the same list when there is nothing to fill', () => {
    const lands = [blankLandRecord()];
    expect(prefillLandRecords(lands, [], () => blankLandRecord())).toBe(lands);
  });

  it('knows a blank record', () => {
    expect(isBlankLandRecord(blankLandRecord())).toBe(true);
    expect(isBlankLandRecord({ ...blankLandRecord(), landArea: 0 })).toBe(false);
  });
});
