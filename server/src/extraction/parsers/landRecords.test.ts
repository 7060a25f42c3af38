import { parseLandRecord } from './landRecords';
import { documentLines } from './text';

function parse(text: string) {
  return parseLandRecord(documentLines(text));
}

const UP_KHATAUNI = `
  उद्धरण खतौनी
  ग्राम: रामपुर   परगना: बिजनौर   तहसील: सरोजनीनगर   जनपद: लखनऊ
  फसली वर्ष १४२५-१४३०   भाग - १
  खाता संख्या: ००१२३
  क्रम | नाम खातेदार | खसरा संख्या | क्षेत्रफल (हेक्टेयर)
  १ | रमेश कुमार पुत्र सुरेश कुमार निवासी ग्राम रामपुर | ४५ | ०.५०६०
    |                                              | ४६/२ | ०.२५३०
  २ | दिनेश कुमार पुत्र सुरेश कुमार निवासी ग्राम रामपुर | ४७क | ०.१२००
  योग | | ३ | ०.८७९०`;

describe('parseLandRecord', () => {
  it('reads each khasra row of a Hindi Khatauni, in Devanagari digits, checked against its total', () => {
    const fields = parse(UP_KHATAUNI);
    expect(fields.landRecords).toEqual([
      { khataNo: '00123', surveyNo: '45', landArea: 0.506, landAreaUnit: 'hectare', revenueVillage: 'रामपुर', confidence: 0.75 },
      { khataNo: '00123', surveyNo: '46/2', landArea: 0.253, landAreaUnit: 'hectare', revenueVillage: 'रामपुर', confidence: 0.75 },
      { khataNo: '00123', surveyNo: '47क', landArea: 0.12, landAreaUnit: 'hectare', revenueVillage: 'रामपुर', confidence: 0.75 },
    ]);
  });

  it('offers the Devanagari owner, co-owner and father as written, barely trusted', () => {
    const fields = parse(UP_KHATAUNI);
    expect(fields.applicantNames).toEqual([{ value: 'रमेश कुमार', confidence: 0.4 }]);
    expect(fields.familyMemberNames).toEqual([{ value: 'दिनेश कुमार', confidence: 0.4 }]);
    expect(fields.fatherNames).toEqual([{ value: 'सुरेश कुमार', confidence: 0.4 }]);
  });

  it('trusts rows less when they do not add up to the total', () => {
    const fields = parse(UP_KHATAUNI.replace('०.८७९०', '०.९७९०'));
    expect(fields.landRecords?.map((record) => record.confidence)).toEqual([0.4, 0.4, 0.4]);
  });

  it('reads a Khatauni with the owner after the area and misread digits, its village ending at the next label', () => {
    const fields = parse(`
      खतौनी (अधिकार अभिलेख) वर्ष 2024
      ग्राम: रामपुर तहसील: सदर जनपद: लखनऊ
      खाता संख्या : 00l23
      | खसरा संख्या | क्षेत्रफल (हे.) | खातेदार का नाम |
      | 145 | 0.2S30 | राम प्रसाद पुत्र श्याम लाल
      2O3 0.3790 सीता देवी पत्नी मोहन सिंह |
      योग 0.6320`);
    expect(fields.landRecords).toEqual([
      { khataNo: '00123', surveyNo: '145', landArea: 0.253, landAreaUnit: 'hectare', revenueVillage: 'रामपुर', confidence: 0.75 },
      { khataNo: '00123', surveyNo: '203', landArea: 0.379, landAreaUnit: 'hectare', revenueVillage: 'रामपुर', confidence: 0.75 },
    ]);
    expect(fields.familyMemberNames?.map((name) => name.value)).toEqual(['सीता देवी']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['श्याम लाल']);
  });

  it('reads an English Khatauni with two khatas and a Latin owner', () => {
    const fields = parse(`
      KHATAUNI (Record of Rights)
      District: Lucknow  Tehsil: Sadar  Village: Rampur Kalan  Pargana: Bijnor
      Khata No: 00123
      Owner: Ramesh Kumar S/O Suresh Kumar
      Khasra No    Area (Hectare)
      45           0.5060
      Total        0.5060
      Khata No. 00456
      112/3        1.2000`);
    expect(fields.landRecords).toEqual([
      { khataNo: '00123', surveyNo: '45', landArea: 0.506, landAreaUnit: 'hectare', revenueVillage: 'Rampur Kalan', confidence: 0.75 },
      { khataNo: '00456', surveyNo: '112/3', landArea: 1.2, landAreaUnit: 'hectare', revenueVillage: 'Rampur Kalan', confidence: 0.65 },
    ]);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Ramesh Kumar']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Suresh Kumar']);
  });

  it('pairs labelled lines of a Khasra copy, converting decimals to acres', () => {
    const fields = parse(`
      Survey No : 221/1
      Area : 45 Decimal
      Mouza : Sonpur`);
    expect(fields.landRecords).toEqual([{ surveyNo: '221/1', landArea: 0.45, landAreaUnit: 'acre', revenueVillage: 'Sonpur', confidence: 0.65 }]);
  });

  it('keeps a bigha record without its area, and assumes hectares when no unit is named', () => {
    expect(parse('गाटा संख्या 12 क्षेत्रफल 2.5 बीघा')?.landRecords).toEqual([{ surveyNo: '12', confidence: 0.65 }]);
    expect(parse('Plot No 7 Area 2500 sq. m')?.landRecords).toEqual([{ surveyNo: '7', landArea: 0.25, landAreaUnit: 'hectare', confidence: 0.65 }]);
    expect(parse('Khasra No 12  Area 0.4000')?.landRecords).toEqual([{ surveyNo: '12', landArea: 0.4, landAreaUnit: 'hectare', confidence: 0.55 }]);
  });

  it('does not take a name containing योग or कुल for a total line', () => {
    const fields = parse('खाता संख्या 7\n1 योगेश पुत्र कुलदीप 45 0.5060 हेक्टेयर');
    expect(fields.landRecords?.map((record) => record.surveyNo)).toEqual(['45']);
    expect(fields.applicantNames?.[0]?.value).toBe('योगेश');
  });
});
