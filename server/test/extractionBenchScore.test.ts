import type { GroundTruth, LandRecordTruth } from '../test-documents';
import { scoreDocument } from '../bench/extraction/score';

const place = { revenueVillage: 'खजुरी', tehsil: 'शाहाबाद', district: 'हरदोई' };
const row = (surveyNo: string, landArea: number): LandRecordTruth => ({
  ...place,
  revenueVillageLatin: 'Khajuri',
  khataNo: '00845',
  surveyNo,
  landArea,
  landAreaUnit: 'hectare',
});
const truth: GroundTruth = { landRecords: [row('949/3/1', 0.3641), row('112', 1.0355), row('1074/1', 1.0499)] };
const read = (surveyNo: string, landArea: number) => ({
  ...place,
  source: 'khatauniCopy',
  khataNo: '00845',
  surveyNo,
  landArea,
  landAreaUnit: 'hectare' as const,
});

const missed = (fields: Parameters<typeof scoreDocument>[1]) =>
  scoreDocument(truth, fields)
    .filter((score) => !score.right)
    .map((score) => `${score.field} ${score.expected}`);

describe('scoring a land record', () => {
  it('charges a row the reader lost to that row alone, not to the rows after it', () => {
    const records = [read('949/3/1', 0.3641), read('1074/1', 1.0499)];

    expect(missed({ landRecords: records })).toEqual([
      'land.khataNo 00845',
      'land.surveyNo 112',
      'land.landArea 1.0355 hectare',
      'land.revenueVillage खजुरी',
    ]);
  });

  it('pairs a row read wrong with its own record, whatever order the records come in', () => {
    const records = [read('1074/1', 1.0499), read('112', 1.0355), read('949/3/1', 0.4641)];

    expect(missed({ landRecords: records })).toEqual(['land.landArea 0.3641 hectare']);
  });
});
