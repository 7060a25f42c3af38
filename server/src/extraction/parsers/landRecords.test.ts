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
    const khata = {
      khataNo: '00123',
      landAreaUnit: 'hectare',
      revenueVillage: 'रामपुर',
      pargana: 'बिजनौर',
      tehsil: 'सरोजनीनगर',
      district: 'लखनऊ',
      owners: [{ name: 'रमेश कुमार' }, { name: 'दिनेश कुमार' }],
      confidence: 0.75,
    };
    expect(fields.landRecords).toEqual([
      { ...khata, surveyNo: '45', landArea: 0.506 },
      { ...khata, surveyNo: '46/2', landArea: 0.253 },
      { ...khata, surveyNo: '47क', landArea: 0.12 },
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
    expect(
      fields.landRecords?.map(({ khataNo, surveyNo, landArea, revenueVillage, tehsil, confidence }) => ({
        khataNo,
        surveyNo,
        landArea,
        revenueVillage,
        tehsil,
        confidence,
      })),
    ).toEqual([
      { khataNo: '00123', surveyNo: '145', landArea: 0.253, revenueVillage: 'रामपुर', tehsil: 'सदर', confidence: 0.75 },
      { khataNo: '00123', surveyNo: '203', landArea: 0.379, revenueVillage: 'रामपुर', tehsil: 'सदर', confidence: 0.75 },
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
    const place = { revenueVillage: 'Rampur Kalan', pargana: 'Bijnor', tehsil: 'Sadar', district: 'Lucknow' };
    expect(fields.landRecords).toEqual([
      { khataNo: '00123', surveyNo: '45', landArea: 0.506, landAreaUnit: 'hectare', ...place, confidence: 0.75 },
      { khataNo: '00456', surveyNo: '112/3', landArea: 1.2, landAreaUnit: 'hectare', ...place, confidence: 0.65 },
    ]);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Ramesh Kumar']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Suresh Kumar']);
  });

  it('pairs labelled lines of a Khasra copy, converting decimals to acres', () => {
    const fields = parse(`
      Survey No : 221/1
      Area : 45 Decimal
      Mouza : Sonpur`);
    expect(fields.landRecords).toEqual([
      { surveyNo: '221/1', landArea: 0.45, landAreaUnit: 'acre', revenueVillage: 'Sonpur', confidence: 0.65 },
    ]);
  });

  it('keeps a bigha record without its area, and assumes hectares when no unit is named', () => {
    expect(parse('गाटा संख्या 12 क्षेत्रफल 2.5 बीघा')?.landRecords).toEqual([{ surveyNo: '12', confidence: 0.65 }]);
    expect(parse('Plot No 7 Area 2500 sq. m')?.landRecords).toEqual([
      { surveyNo: '7', landArea: 0.25, landAreaUnit: 'hectare', confidence: 0.65 },
    ]);
    expect(parse('Khasra No 12  Area 0.4000')?.landRecords).toEqual([
      { surveyNo: '12', landArea: 0.4, landAreaUnit: 'hectare', confidence: 0.55 },
    ]);
  });

  it("takes the unit the area column's heading names, not a short form in OCR's noise at a photo's edge", () => {
    // A B-1 photographed on a table: the table's grain above the sheet read as letters, "AC" among them.
    const photo = parse(
      [
        'BE TI  : «न, 16८34 सके Na Oy a LL itie) Ta « ऑन RA A TT AC RS "AT dz: Spl जन रेड व ले"',
        '| किश्तबंदी खतौनी (बी-1)',
        '.... खाता क्रमांक : 00757',
        "| कर 'भूमिस्वामी का नाम, पिता/पति खसरा wa लगान /",
        '| का नाम a निवास नंबर (हेक्टेयर) टिप्पणी',
        '| 1 1. भोला पुत्र अवधेश गौतम नि0 सोनबरसा 263/3 0.4425',
        '| 348 0.2496',
        '| योग 2 0.6921',
      ].join('\n'),
    );
    expect(photo.landRecords?.map((record) => [record.surveyNo, record.landArea, record.landAreaUnit])).toEqual([
      ['263/3', 0.4425, 'hectare'],
      ['348', 0.2496, 'hectare'],
    ]);
    // Beside its number a short form still names the unit.
    expect(parse('Khasra No 12  Area 1.5 ac')?.landRecords?.[0]?.landAreaUnit).toBe('acre');
  });

  it('does not take a name containing योग or कुल for a total line', () => {
    const fields = parse('खाता संख्या 7\n1 योगेश पुत्र कुलदीप 45 0.5060 हेक्टेयर');
    expect(fields.landRecords?.map((record) => record.surveyNo)).toEqual(['45']);
    expect(fields.applicantNames?.[0]?.value).toBe('योगेश');
  });

  it('reads a Bhulekh extract printed in Devanagari digits: leading zeros, letter and fraction suffixes, shares, the total row', () => {
    const fields = parse(`
      उद्धरण खतौनी
      फसली वर्ष : १४३० - १४३५
      ग्राम : सिकन्दरपुर परगना : रसड़ा
      तहसील : बांसडीह जिला : बलिया
      खाता संख्या : ००३१६
      भाग : १    श्रेणी : १-क
      क्रम सं. खातेदार का नाम खसरा / गाटा संख्या क्षेत्रफल (हेक्टेयर)
      १ १. रमेश कुमार पुत्र सुरेश यादव नि0 रामपुर ३०५ ख ०.४०००
      हिस्सा १/२ २. दिनेश यादव पुत्र सुरेश यादव २१२/१ ०.२५००
      नि0 रामपुर हिस्सा १/२ ८८/२/१मि ०.१०००
      कुल योग ३ ०.७५००`);
    const khata = {
      khataNo: '00316',
      landAreaUnit: 'hectare',
      revenueVillage: 'सिकन्दरपुर',
      pargana: 'रसड़ा',
      tehsil: 'बांसडीह',
      district: 'बलिया',
      owners: [
        { name: 'रमेश कुमार', share: '1/2' },
        { name: 'दिनेश यादव', share: '1/2' },
      ],
      confidence: 0.75,
    };
    expect(fields.landRecords).toEqual([
      { ...khata, surveyNo: '305ख', landArea: 0.4 },
      { ...khata, surveyNo: '212/1', landArea: 0.25 },
      { ...khata, surveyNo: '88/2/1मि', landArea: 0.1 },
    ]);
  });

  it('takes a total row whose label OCR lost for the total, not for a plot', () => {
    const fields = parse('खाता संख्या 00316 (हेक्टेयर)\nरमेश पुत्र सुरेश 212/1 0.4000\n305ख 0.2000\n2 0.6000');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.confidence])).toEqual([
      ['212/1', 0.75],
      ['305ख', 0.75],
    ]);
  });

  it('keeps a plot numbered like a count when its area is not the sum', () => {
    const fields = parse('खाता संख्या 00316\n212 0.4000\n2 0.3000');
    expect(fields.landRecords?.map((record) => record.surveyNo)).toEqual(['212', '2']);
  });

  it('reads र and श leading a Devanagari number as the २ and १ OCR took them for', () => {
    const fields = parse('खाता संख्या ००१६३ (हेक्टेयर)\nश्४४/२ ०.६७७५\nर४८/४ ०.३९८६\nयोग ३ श.०७६१');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea, record.confidence])).toEqual([
      ['144/2', 0.6775, 0.75],
      ['248/4', 0.3986, 0.75],
    ]);
    expect(parse('श्रेणी 1-क\nरमेश 45 0.5000')?.landRecords?.map((record) => record.surveyNo)).toEqual(['45']);
  });

  it('reads र and श inside a Devanagari number too, several in one number, and leaves words alone', () => {
    // As tesseract's Hindi read ११४२मि १.१२९४ and १/३ on clean Bhulekh-style pages.
    const fields = parse('खाता संख्या : ००३६७\nपुर हि श्श्४रमि श.१२९४\nलखनपुर हिस्सा श/३ १३४८ ०.८७२४');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['1142मि', 1.1294],
      ['1348', 0.8724],
    ]);
    expect(parse('खाता संख्या ००३६७\nशरद ४५ ०.५०००')?.landRecords?.map((record) => record.surveyNo)).toEqual(['45']);
  });

  it('reads a khasra number read wholly as letters joined by viramas for its १ and २ where an area follows it', () => {
    // As tesseract's Hindi read ११२ (at confidence 79) on a clean Khatauni and a clean 7/12 (person 2700).
    const fields = parse('खाता संख्या : ००८४५ (हेक्टेयर)\nश्श्र श.०३५५\n१०७४/१ १.०४९९\nयोग २ २.०८५४');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea, record.confidence])).toEqual([
      ['112', 1.0355, 0.75],
      ['1074/1', 1.0499, 0.75],
    ]);
    const words = parse('खाता संख्या : ००८४५\nशर ४५ ०.५०००\nरमेश श्श्र पुत्र ०.३०००\nशर ०.२०००');
    expect(words.landRecords?.map((record) => record.surveyNo)).toEqual(['45']);
  });

  it('reads प for a ५ before a digit of a Devanagari number, and keeps a प after the digits as written', () => {
    // As tesseract's Hindi read १५७मि ०.०७४१ on a clean Khatauni.
    const fields = parse('खाता संख्या : ००००४\nहि रे श्प७मि ०.०७४१\nहिस्सा १/३ १३४प ०.८७२४');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['157मि', 0.0741],
      ['134प', 0.8724],
    ]);
  });

  it("reads a khasra's letter suffix through the misreadings beside it: प for its ५, ण for its ०, f for मि, a speck, a sign", () => {
    // As tesseract read persons 2502, 2506, 2507 and 2509's Khataunis, B-1s and Jamabandis.
    const fields = parse(
      'खाता संख्या : ००२७१\n४पक श.०१५६\n४्प्क ०.२११०\nनि0 रतनपुरा 847/1f 0.5384\n७८णमि ०.८४०६\n583/3उक 0.5890\n583/3% 0.5890\n437/3/3%h 0.0862\nश०३०घ ०.५०७३े',
    );
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['45क', 1.0156],
      ['45क', 0.211],
      ['847/1मि', 0.5384],
      ['780मि', 0.8406],
      ['583/3क', 0.589],
      ['583/3', 0.589],
      // A sign and a Latin letter for क (a scanned Khatauni PDF, person 3111); a vowel sign after the area (3118).
      ['437/3/3', 0.0862],
      ['1030घ', 0.5073],
    ]);
    expect(parse('खाता संख्या : ००२७१\n१३४प ०.८७२४\nपक ०.२११०').landRecords?.map((r) => r.surveyNo)).toEqual(['134प']);
  });

  it('reads ण् after a digit of a Devanagari number as its ०, and after a ० as that ०', () => {
    // As tesseract's Hindi read १२१०मि on a clean B-1 and १५०ख on a clean Jamabandi.
    const fields = parse('खाता क्रमांक : ००५१३\nथिनपुर श्२श्ण्मि १,१०२७\nश्प०ण्ख ०.९१४८\nहिस्सा १/३ ण्३४ ०.८७२४');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['1210मि', 1.1027],
      ['150ख', 0.9148],
    ]);
  });

  it('reads an area whose point OCR lost or read as a comma after a letter, where the block total confirms it', () => {
    // As tesseract read a scanned and a scanned-PDF B-1 (१.२३९४ twice), and a row whose total is lost.
    const read = (rows: string) =>
      parse(`खाता क्रमांक : ००३२७\n${rows}`).landRecords?.map((r) => [r.surveyNo, r.landArea]);
    expect(read('११०७/४ग ०.३२४३\n६१७/४घ १२३९४\n९२३/४ १,०१६०\nयोग ३ २.५७९७')).toEqual([
      ['1107/4ग', 0.3243],
      ['617/4घ', 1.2394],
      ['923/4', 1.016],
    ]);
    expect(read('११०७/४ग ०.३२४३\n६१७/४घ श,२३९४\n९२३/४ १.०१६०\nयोग ३ २.५७९७')?.[1]).toEqual(['617/4घ', 1.2394]);
    expect(read('११०७/४ग ०.३२४३\n६१७/४घ १२३९४\n९२३/४ १.०१६०\nयोग ३ २.९९९९')?.[1]).toEqual(['617/4घ', undefined]);
  });

  it('keeps a plot whose khasra fraction OCR lost after the slash, as read, with its area', () => {
    // As tesseract read a scanned Jamabandi's ११२६/२ (person 3703).
    const fields = parse('खाता संख्या : ००९७१\n८६९/४घ १.२०३९\n११२६/ श.१८१७\n८९२ ०.०९७४\nयोग ष् २.४८३०');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['869/4घ', 1.2039],
      ['1126/', 1.1817],
      ['892', 0.0974],
    ]);
    // Only where the area follows it at once: with a unit between, as a whole khasra number may have, no plot.
    const unitBetween = parse('ग्राम : सेमरी\nखाता संख्या : ००९७१\n८६९/४घ १.२०३९\n११२६/ हेक्टेयर १.१८१७');
    expect(unitBetween.landRecords?.map((record) => record.surveyNo)).toEqual(['869/4घ']);
  });

  it('drops a virama OCR set on a digit of a Devanagari number', () => {
    // As tesseract's Hindi read the cell of a clean Jamabandi's १०६२घ alone (person 2504).
    const fields = parse('खाता संख्या : ००४३१\nश्०्६रघ १.११०६');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([['1062घ', 1.1106]]);
  });

  it("drops a letter OCR read before a number for what the cell's rule left", () => {
    // As tesseract's Hindi read a clean Jamabandi (person 2408).
    const fields = parse('खाता संख्या : ००३२७\nद६१७/४घ श.२३९४\n९२३/४ १.०१६०\nकुल योग २ २.२५५४');
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['617/4घ', 1.2394],
      ['923/4', 1.016],
    ]);
  });

  it('reads इ before a digit of a Devanagari number as its १, and a colon in an area as its point', () => {
    // As tesseract read a clean Jamabandi (१४२४, ०.४४९३), a scanned Khatauni PDF (1.1135) and a B-1's column
    // read alone (१.०३०९, person 3110).
    const fields = parse(
      'खाता संख्या : ००९२१\nसेमरी हिस्सा १/३ इ४२४ ०:४४९३\nChai! 691/2/1 1:1135\nहिस्सा श/३ ३००/३ १.,०३०९\nयोग 2 1.5628',
    );
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['1424', 0.4493],
      ['691/2/1', 1.1135],
      ['300/3', 1.0309],
    ]);
  });

  it('reads a photographed record whose khata label and decimal point OCR misread', () => {
    const fields = parse('ven संख्या : 00280\nक्षेत्रफल (हेक्टेयर)\n1. मुन्ना लाल पुत्र भगवान दास 1050/1 0,5300\nयोग 1 0.5300');
    expect(fields.landRecords?.map(({ khataNo, surveyNo, landArea }) => ({ khataNo, surveyNo, landArea }))).toEqual([
      { khataNo: '00280', surveyNo: '1050/1', landArea: 0.53 },
    ]);
  });

  it('reads phone photos whose area lost its point, whose khasra a quote or a danda stands beside, whose share follows the plot', () => {
    const fields = parse(
      [
        'खाता संख्या : ००३६४',
        'श्‌ १. संतोष गौतम पुत्र अरविन्द कुमार गौतम नि० ३९० ०४६४६',
        '1 1. जगदीश गुप्ता पुत्र मनोज गुप्ता "1367 1.0091',
        '२. सुरेन्द्र पाल पुत्र उमेश पाल नि0 खजुरी हिस्सा ४५५... । ०.१६४८',
        '१/२',
        '634/उमि 1.1709  146M 0.9117',
        'चांदपुर हिस्सा ९/२ ७००/३ है.२४६८',
        'दिनांक : 95/06/2026 0.4646',
      ].join('\n'),
    );
    expect(fields.landRecords?.map(({ surveyNo, landArea }) => [surveyNo, landArea])).toEqual([
      ['390', 0.4646],
      ['1367', 1.0091],
      ['455', 0.1648],
      ['634/3मि', 1.1709],
      ['146मि', 0.9117],
      ['700/3', 1.2468],
    ]);
    expect(fields.landRecords?.[0]?.owners).toEqual([
      { name: 'संतोष गौतम' },
      { name: 'जगदीश गुप्ता' },
      { name: 'सुरेन्द्र पाल', share: '1/2' },
    ]);
  });

  it("reads holders' shares and names through a photo's misreadings: a slash read as 7, १ as ९, a serial as a syllable", () => {
    const fields = parse(
      [
        '1. जगदीश गुप्ता पुत्र मनोज गुप्ता 1367 1.0091',
        'नि0 चांदपुर हिस्सा 172',
        'रे. महेश गुप्ता पुत्र मनोज गुप्ता नि0 चांदपुर हिस्सा 1/4',
        '३. रमेश गुप्ता पुत्र मनोज गुप्ता नि0 चांदपुर हिस्सा ९/४',
      ].join('\n'),
    );
    expect(fields.landRecords?.[0]?.owners).toEqual([
      { name: 'जगदीश गुप्ता', share: '1/2' },
      { name: 'महेश गुप्ता', share: '1/4' },
      { name: 'रमेश गुप्ता', share: '1/4' },
    ]);
  });

  it("completes the one holder's share OCR lost from the others', which make the whole, and guesses no other", () => {
    // As tesseract read a photographed Jamabandi (person 2505): the first holder's "हिस्सा १/३" lost its ३.
    const owners = (rows: string[]) => parse(rows.join('\n')).landRecords?.[0]?.owners;
    const holder = (serial: string, name: string, share: string) =>
      `${serial}. ${name} पुत्र विनोद कुमार नि० हरदासपुर हिस्सा ${share}`;
    expect(
      owners([
        holder('१', 'पुष्पा कुशवाहा', '१/ ११८४ ०.२४८५'),
        holder('२', 'मुन्ना लाल', '१/३'),
        holder('३', 'विजय कुमार', '१/३'),
      ]),
    ).toEqual([
      { name: 'पुष्पा कुशवाहा', share: '1/3' },
      { name: 'मुन्ना लाल', share: '1/3' },
      { name: 'विजय कुमार', share: '1/3' },
    ]);
    expect(
      owners([holder('१', 'अशोक', '1/2 1129/2 0.6198'), holder('२', 'पंकज', ''), holder('३', 'दीपक', '1/4')]),
    ).toEqual([
      { name: 'अशोक', share: '1/2' },
      { name: 'पंकज', share: '1/4' },
      { name: 'दीपक', share: '1/4' },
    ]);
    // "१/३" read as "३/३", the whole, beside another holder's "२/३" (a clean Khatauni, person 2803).
    expect(owners([holder('१', 'वीरेन्द्र दुबे', '२/३ ९७७/२ ०.७९२८'), holder('२', 'दिनेश दुबे', '३/३')])).toEqual([
      { name: 'वीरेन्द्र दुबे', share: '2/3' },
      { name: 'दिनेश दुबे', share: '1/3' },
    ]);
    // Two shares lost, or shares that already make the whole: nothing is guessed.
    const twoLost = owners([holder('१', 'अशोक', '1/2 45 0.6198'), holder('२', 'पंकज', ''), holder('३', 'दीपक', '')]);
    expect(twoLost?.map((owner) => owner.share)).toEqual(['1/2', undefined, undefined]);
    const whole = owners([holder('१', 'अशोक', '1/2 45 0.6198'), holder('२', 'पंकज', '1/2'), holder('३', 'दीपक', '')]);
    expect(whole?.map((owner) => owner.share)).toEqual(['1/2', '1/2', undefined]);
  });

  it('keeps the initials of a holder and a father as printed (एम. सुब्रमण्यम), and still drops a serial read as a syllable', () => {
    const fields = parse(
      [
        'खाता संख्या : 00559',
        '1. एम. सुब्रमण्यम पुत्र आर. मंजुनाथ नि0 908 0.5605',
        'किशुनपुर हिस्सा 1/3',
        'रे. के. आर. वेंकटरमन पुत्र आर. मंजुनाथ नि0 किशुनपुर हिस्सा 1/3',
        'रे. पंकज कुमार शुक्ला पुत्र आर. मंजुनाथ नि0 किशुनपुर हिस्सा 1/3',
      ].join('\n'),
    );
    expect(fields.landRecords?.[0]?.owners).toEqual([
      { name: 'एम. सुब्रमण्यम', share: '1/3' },
      // Before initials a syllable is read as the name's own: a lawyer deletes it more easily than retypes one.
      { name: 'रे. के. आर. वेंकटरमन', share: '1/3' },
      { name: 'पंकज कुमार शुक्ला', share: '1/3' },
    ]);
  });

  it("reads Madhya Pradesh's B-1 and Rajasthan's Jamabandi, printed like the Khatauni with their own labels", () => {
    const b1 = parse(`
      मध्यप्रदेश शासन - राजस्व विभाग
      किश्तबंदी खतौनी (बी-1)
      ग्राम : कोटरी तहसील : आष्टा जिला : सीहोर
      खाता क्रमांक : ००४१२
      प.ह.नं. : २३    राजस्व निरीक्षक मंडल : २
      क्र. भूमिस्वामी का नाम, पिता/पति खसरा नंबर रकबा (हेक्टेयर) लगान / टिप्पणी
      १ १. रमेश पुत्र सुरेश नि० कोटरी ४५/२ ०.५०६०
      ४७क ०.१२००
      कुल रकबा २ ०.६२६०`);
    expect(
      b1.landRecords?.map(({ khataNo, surveyNo, landArea, revenueVillage, tehsil, district, confidence }) => [
        khataNo,
        surveyNo,
        landArea,
        revenueVillage,
        tehsil,
        district,
        confidence,
      ]),
    ).toEqual([
      ['00412', '45/2', 0.506, 'कोटरी', 'आष्टा', 'सीहोर', 0.75],
      ['00412', '47क', 0.12, 'कोटरी', 'आष्टा', 'सीहोर', 0.75],
    ]);
    const jamabandi = parse(`
      राजस्थान सरकार - राजस्व मंडल
      जमाबंदी की नकल
      ग्राम : खैरथल तहसील : तिजारा
      जिला : अलवर
      खाता संख्या : 00077
      संवत : 2080-2083    पटवार मंडल : 14
      क्रम सं. खातेदार का नाम, पिता का नाम, जाति व निवास खसरा नंबर रकबा (हेक्टेयर)
      1 1. मोहन लाल पुत्र राम किशन नि0 खैरथल 1212 0.8000
      योग 1 0.8000`);
    expect(jamabandi.landRecords).toEqual([
      expect.objectContaining({
        khataNo: '00077',
        surveyNo: '1212',
        landArea: 0.8,
        revenueVillage: 'खैरथल',
        tehsil: 'तिजारा',
        district: 'अलवर',
        confidence: 0.75,
      }),
    ]);
  });

  it("an area read with a digit too many takes the reading the block's total confirms", () => {
    // A Khatauni scan: ०.५९२० read as ०.५१९२०; the total १.२८४१ (its १ read as श) leaves only ०.५९२०.
    const khatauni = (total: string) =>
      parse(
        [
          'ग्राम : सोनबरसा परगना : फूलपुर तहसील : लालगंज जनपद : आजमगढ़',
          'खाता संख्या : ००७५७',
          'सं. का नाम व निवास संख्या (हेक्टेयर) टिप्पणी',
          'श्र १. भोला पुत्र अवधेश गौतम नि० सोनबरसा २६३/३ ०.४४२५',
          '३४८ ०.२४९६',
          '१०५३ ०.५१९२०',
          `कुल योग डे ${total}`,
        ].join('\n'),
      ).landRecords?.map(({ surveyNo, landArea, confidence }) => [surveyNo, landArea, confidence]);
    expect(khatauni('श.२८४१')).toEqual([
      ['263/3', 0.4425, 0.65],
      ['348', 0.2496, 0.65],
      ['1053', 0.592, 0.65],
    ]);
    // No total, or one no reading meets: the khasra number is kept, its area left to the lawyer.
    expect(khatauni('')?.[2]).toEqual(['1053', undefined, 0.65]);
    expect(khatauni('श.९९९९')?.[2]).toEqual(['1053', undefined, 0.4]);
  });

  it('a record whose plot row OCR could not read still offers its khata, places and holders for review', () => {
    // A 7/12 scan read in Marathi: the survey number ११९ came out as letters ("शश").
    const fields = parse(
      [
        'गाव : पिंपळगाव तालुका : शिरूर',
        'जिल्हा : पुणे',
        'खाते क्रमांक : ००३३५',
        'अ. भोगवटादाराचे नाव भूमापन क्रमांक क्षेत्र आकारणी /',
        'श्\u200C झुरई छोटे झुरई (१/२) शश ०.४३.४६',
        'प्रमोद कुमार छोटे कश्यप (१/४)',
        'एकूण श्\u200C ०.४३.४६',
      ].join('\n'),
    );
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ khataNo: '00335', revenueVillage: 'पिंपळगाव', tehsil: 'शिरूर', district: 'पुणे' }),
    ]);
    expect(fields.landRecords?.[0]?.surveyNo).toBeUndefined();
    expect(fields.landRecords?.[0]?.confidence).toBeLessThan(0.5);
    // One place alone is no land record.
    expect(parse('जिल्हा : पुणे\nदिनांक : १५/०६/२०२६').landRecords).toBeUndefined();
  });

  it("reads Maharashtra's 7/12 in Marathi: गाव, तालुका, जिल्हा, खाते क्रमांक and areas in hectares, ares and square metres", () => {
    const fields = parse(`
      गाव नमुना सात बारा (७/१२ उतारा)
      गाव : वडगाव तालुका : शिरूर जिल्हा : पुणे
      खाते क्रमांक : ००३१६
      अ. क्र. भोगवटादाराचे नाव भूमापन क्रमांक व उपविभाग क्षेत्र (हे.आर.चौ.मी)
      १ रमेश सुरेश पाटील ४५/२अ ०.५०.६०
      २१२ १.२०.००
      एकूण २ १.७०.६०`);
    expect(parse('गाव नमुना सात\nगाव : केडगाव\n१२ ०.१०.००').landRecords?.[0]?.revenueVillage).toBe('केडगाव');
    const misread = parse(
      'गाव : कोरेगाव तालुका : राहुरी जिल\u094D\u200D\u094Dहा : अहमदनगर\nखाते क्रमांक : ००५९६\n३०९/४ १,२०.५४',
    );
    // A speck after the area read as a point.
    expect(parse('खाते क्रमांक : 00080\n1 सावित्री विजय देवी (1/2) 1160 0.08.94.').landRecords?.[0]).toMatchObject({
      surveyNo: '1160',
      landArea: 0.0894,
    });
    // A 7/12 area whose first digit OCR read as श (१.१२.९४).
    expect(parse('खाते क्रमांक : ००३६७\nश१४२मि श.१२.९४').landRecords?.[0]).toMatchObject({
      surveyNo: '1142मि',
      landArea: 1.1294,
    });
    expect(misread.landRecords?.[0]).toMatchObject({
      surveyNo: '309/4',
      landArea: 1.2054,
      tehsil: 'राहुरी',
      district: 'अहमदनगर',
    });
    expect(
      fields.landRecords?.map(
        ({ khataNo, surveyNo, landArea, landAreaUnit, revenueVillage, tehsil, district, confidence }) => [
          khataNo,
          surveyNo,
          landArea,
          landAreaUnit,
          revenueVillage,
          tehsil,
          district,
          confidence,
        ],
      ),
    ).toEqual([
      ['00316', '45/2अ', 0.506, 'hectare', 'वडगाव', 'शिरूर', 'पुणे', 0.75],
      ['00316', '212', 1.2, 'hectare', 'वडगाव', 'शिरूर', 'पुणे', 0.75],
    ]);
  });
});
