import { parseDocument } from '..';

const today = new Date('2026-06-15T00:00:00Z');
const read = (text: string) => parseDocument('khatauniCopy', text, { today });

describe('the land records of states that print their own script', () => {
  test("Karnataka's RTC: survey and hissa from two columns, acres and guntas, the khata from the holders' rows, in Kannada digits", () => {
    const fields = read(
      [
        'ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಕಂದಾಯ ಇಲಾಖೆ',
        'ಪಹಣಿ (ಆರ್.ಟಿ.ಸಿ) - ನಮೂನೆ ೧೬',
        'ಗ್ರಾಮ : ಹೊಸಹಳ್ಳಿ  ಹೋಬಳಿ : ಕಸಬಾ  ತಾಲ್ಲೂಕು : ಪಾಂಡವಪುರ  ಜಿಲ್ಲೆ : ಮಂಡ್ಯ',
        'ಸರ್ವೆ ನಂ. ಹಿಸ್ಸಾ ನಂ. ಒಟ್ಟು ವಿಸ್ತೀರ್ಣ ಖರಾಬು ಮಣ್ಣಿನ ವಿಧ',
        '೧೧೦೦ ೧ಅ ೦-೨೪ ೦-೦೦ ಕೆಂಪು',
        'ಖಾತೆದಾರರ ಹೆಸರು ವಿಸ್ತೀರ್ಣ ಖಾತೆ ಸಂಖ್ಯೆ ಹಕ್ಕಿನ ವಿಧ',
        'ಸತ್ಯ ನಾರಾಯಣ ಬಿನ್ ಮುಕೇಶ ಕುಮಾರ ಯಾದವ ೦-೧೨ ೪೫೫ ವಿಭಾಗ',
        'ಬೃಜೇಶ ಯಾದವ ಬಿನ್ ಮುಕೇಶ ಕುಮಾರ ಯಾದವ ೦-೧೨ ೪೫೫ ಪೌತಿ',
      ].join('\n'),
    );
    expect(fields.landRecords).toEqual([
      expect.objectContaining({
        khataNo: '455',
        surveyNo: '1100/1ಅ',
        landArea: 0.6,
        landAreaUnit: 'acre',
        revenueVillage: 'ಹೊಸಹಳ್ಳಿ',
        tehsil: 'ಪಾಂಡವಪುರ',
        district: 'ಮಂಡ್ಯ',
        owners: [{ name: 'ಸತ್ಯ ನಾರಾಯಣ' }, { name: 'ಬೃಜೇಶ ಯಾದವ' }],
        needsReview: true,
      }),
    ]);
    expect(fields.applicantNames?.[0]?.value).toBe('ಸತ್ಯ ನಾರಾಯಣ');
  });

  test('a Jamabandi whose plot row OCR could not read still offers its khata, places and holders', () => {
    const fields = read(
      [
        'ਪਿੰਡ : ਕੋਟਲਾ ਹੱਦਬਸਤ ਨੰ. : ੧੮੮',
        'ਤਹਿਸੀਲ : ਰਾਮਪੁਰਾ ਫੂਲ ਜ਼ਿਲ੍ਹਾ : ਬਠਿੰਡਾ',
        '[੪੧੧ [੩੫੯ [ ਸਰਿਤਾ ਦੇਵੀ ਪਤਨੀ ਪੰਕਜ ਕੁਮਾਰ ਸ਼ਰਮਾ [ ਖੁਦਕਾਸ਼ਤ | ੧੨੬੭/੩ ੬੨ [',
      ].join('\n'),
    );
    expect(fields.landRecords).toEqual([
      expect.objectContaining({
        khataNo: '411',
        revenueVillage: 'ਕੋਟਲਾ',
        tehsil: 'ਰਾਮਪੁਰਾ ਫੂਲ',
        district: 'ਬਠਿੰਡਾ',
        owners: [{ name: 'ਸਰਿਤਾ ਦੇਵੀ' }],
        needsReview: true,
      }),
    ]);
    expect(fields.landRecords?.[0]?.surveyNo).toBeUndefined();
  });

  test('a holder named with initials keeps them', () => {
    const fields = read('೧೪೮ * ೨-೦೭\nಪೀ. ಆರ. ತಿಮ್ಮೈಯಾ ಬಿನ್ ಪೀ. ರಾಜಗೋಪಾಲ ೨-೦೭ ೩೩೯ ಖರೀದಿ');
    expect(fields.landRecords?.[0]?.owners).toEqual([{ name: 'ಪೀ. ಆರ. ತಿಮ್ಮೈಯಾ' }]);
    expect(fields.fatherNames?.[0]?.value).toBe('ಪೀ. ರಾಜಗೋಪಾಲ');
  });

  test('a Karnataka tehsil ends where the district label starts, even one OCR cut short, and the district after it is read', () => {
    const fields = read('ತಾಲ್ಲೂಕು : ಪಾಂಡವಪುರ ಜಿಲ ಮಂಡ್ಯ\n೧೪೮ * ೨-೦೭\nಗ್ರಾಮ ಲೆಕ್ಕಾಧಿಕಾರಿ');
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ tehsil: 'ಪಾಂಡವಪುರ', district: 'ಮಂಡ್ಯ', surveyNo: '148' }),
    ]);
    // A label without its colon, and no place labelled before it on the line, starts no place.
    expect(fields.landRecords?.[0]?.revenueVillage).toBeUndefined();
  });

  test('a tehsil printed against the district label ends where the label begins', () => {
    const fields = read('ತಾಲ್ಲೂಕು : ಚನ್ನರಾಯಪಟ್ಟಣಜಿಲ್ಲೆ : ಹಾಸನ\n೧೪೮ * ೨-೦೭');
    expect(fields.landRecords).toEqual([expect.objectContaining({ tehsil: 'ಚನ್ನರಾಯಪಟ್ಟಣ', district: 'ಹಾಸನ' })]);
    // The label's ಜ read as ಶ or ಚ.
    for (const label of ['ಶಿಲ್ಲೆ', 'ಚಿಲ್ಲೆ']) {
      const misread = read(`ತಾಲ್ಲೂಕು : ಚನ್ನರಾಯಪಟ್ಟಣ${label} : ಹಾಸನ\n೧೪೮ * ೨-೦೭`);
      expect(misread.landRecords).toEqual([expect.objectContaining({ tehsil: 'ಚನ್ನರಾಯಪಟ್ಟಣ', district: 'ಹಾಸನ' })]);
    }
  });

  test('a survey number labelled as a visual-order text layer gives the label (ಸವೆರ್ for ಸರ್ವೆ)', () => {
    const fields = read('ಸವೆರ್ ನಂಬರ್ : 517/1\nವಿಸ್ತೀರ್ಣ : 1-31 (ಎ-ಗುಂ)\nರಾಮಅವಧ ಬಿನ್ ರಾಮ ಚಂದ್ರ 1-31 318 ಪೌತಿ');
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ surveyNo: '517/1', landArea: 1.775, khataNo: '318' }),
    ]);
  });

  test('a hissa OCR could not read leaves the survey number and its area to review, not the plot unread', () => {
    const fields = read('ಸರ್ವೆ ನಂ. ಹಿಸ್ಸಾ ನಂ. ಒಟ್ಟು ವಿಸ್ತೀರ್ಣ\n೫೭೪ | ಹಿಗ್ನಿ _ ೧-೩೮ | 0-0೦ | ಕೆಂಪು');
    expect(fields.landRecords).toEqual([expect.objectContaining({ surveyNo: '574', landArea: 1.95 })]);
  });

  test("Karnataka's RTC with the survey number on a labelled line and no hissa", () => {
    const fields = read('ಸರ್ವೆ ನಂಬರ್ : 1420\nವಿಸ್ತೀರ್ಣ : 1-37 (ಎ-ಗುಂ)\nಗೀತಾ ದೇವೀ ಕೋಂ ರಾಜೇಶ 1-37 837 ಖರೀದಿ');
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ khataNo: '837', surveyNo: '1420', landArea: 1.925 }),
    ]);
  });

  test("Punjab's Jamabandi: the khewat column, killa numbers, kanals and marlas, shares, the total, in either digit set", () => {
    for (const digits of [
      (text: string) => text,
      (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0a66 + Number(d))),
    ]) {
      const fields = read(
        digits(
          [
            'ਪਿੰਡ : ਭੈਣੀ  ਹੱਦਬਸਤ ਨੰ. : 12  ਤਹਿਸੀਲ : ਜਗਰਾਉਂ  ਜ਼ਿਲ੍ਹਾ : ਲੁਧਿਆਣਾ',
            'ਖੇਵਟ ਨੰ. ਖਤੌਨੀ ਨੰ. ਮਾਲਕ ਦਾ ਨਾਮ ਤੇ ਹਿੱਸਾ ਖਸਰਾ ਨੰ. ਰਕਬਾ (ਕਨਾਲ-ਮਰਲੇ)',
            '455 601 ਸਤਯ ਨਾਰਾਯਣ ਪੁੱਤਰ ਮੁਕੇਸ਼ ਕੁਮਾਰ ਹਿੱਸਾ 1/2 45//12 4-15',
            'ਬ੍ਰਿਜੇਸ਼ ਯਾਦਵ ਪੁੱਤਰ ਮੁਕੇਸ਼ ਕੁਮਾਰ ਹਿੱਸਾ 1/2 905/2 19-3',
            'ਕੁੱਲ ਜੋੜ 23-18',
          ].join('\n'),
        ),
      );
      expect(fields.landRecords).toEqual([
        expect.objectContaining({
          khataNo: '455',
          surveyNo: '45//12',
          landArea: 0.5938,
          landAreaUnit: 'acre',
          revenueVillage: 'ਭੈਣੀ',
          district: 'ਲੁਧਿਆਣਾ',
        }),
        expect.objectContaining({ khataNo: '455', surveyNo: '905/2', landArea: 2.3937, confidence: 0.75 }),
      ]);
      expect(fields.landRecords?.[0]?.owners).toEqual([
        { name: 'ਸਤਯ ਨਾਰਾਯਣ', share: '1/2' },
        { name: 'ਬ੍ਰਿਜੇਸ਼ ਯਾਦਵ', share: '1/2' },
      ]);
    }
  });

  test("a Jamabandi holder's entry wrapped in its cell: the share on the next line; words OCR read without the kanna or with a tippi for the adhak", () => {
    const fields = read(
      [
        'ਪਿੰਡ : ਭੈਣੀ ਹੱਦਬਸਤ ਨੰ. : 70 ਤਹਿਸੀਲ : ਜਗਰਾਉਂ ਜ਼ਿਲ੍ਹਾ : ਲੁਧਿਆਣਾ',
        '157 238 ਸੰਜਯ ਤ੍ਰਿਪਾਠੀ ਪੁੱਤਰ ਸ਼ਿਵ ਕੁਮਾਰ ਤ੍ਰਿਪਾਠੀ ਹਿੱਸਾ ਖੁਦਕਾਸ਼ਤ 81//17 3-4',
        '1/2',
        'ਰਾਕੇਸ਼ ਤ੍ਰਿਪਾਠੀ ਪੁੰਤਰ ਸ਼ਿਵ ਕੁਮਾਰ ਤ੍ਰਿਪਾਠੀ ਹਿੱਸ 1/4 25//21 14-18',
        'ਵੀਰੇਨਦ੍ਰ ਤ੍ਰਿਪਾਠੀ ਪੁੱਤਰ ਸ਼ਿਵ ਕੁਮਾਰ',
        'ਤ੍ਰਿਪਾਠੀ ਹਿੰਸਾ 1/4',
        'ਕੁੱਲ ਜੋੜ 18-2',
      ].join('\n'),
    );
    expect(fields.landRecords?.[0]?.owners).toEqual([
      { name: 'ਸੰਜਯ ਤ੍ਰਿਪਾਠੀ', share: '1/2' },
      { name: 'ਰਾਕੇਸ਼ ਤ੍ਰਿਪਾਠੀ', share: '1/4' },
      { name: 'ਵੀਰੇਨਦ੍ਰ ਤ੍ਰਿਪਾਠੀ', share: '1/4' },
    ]);
  });

  test("the one share OCR lost or misread is what the other holders' shares leave of the whole", () => {
    const owners = (lines: string[]) => read(lines.join('\n')).landRecords?.[0]?.owners;
    const holders = (first: string, second: string, third: string) => [
      `455 601 ਸਤਯ ਨਾਰਾਯਣ ਪੁੱਤਰ ਮੁਕੇਸ਼ ਕੁਮਾਰ ਹਿੱਸਾ ${first} 45//12 4-15`,
      `ਬ੍ਰਿਜੇਸ਼ ਯਾਦਵ ਪੁੱਤਰ ਮੁਕੇਸ਼ ਕੁਮਾਰ ਹਿੱਸਾ ${second} 905/2 19-3`,
      `ਰਾਮ ਯਾਦਵ ਪੁੱਤਰ ਮੁਕੇਸ਼ ਕੁਮਾਰ ਹਿੱਸਾ ${third}`,
    ];
    const expected = (first: string, second: string, third: string) => [
      { name: 'ਸਤਯ ਨਾਰਾਯਣ', share: first },
      { name: 'ਬ੍ਰਿਜੇਸ਼ ਯਾਦਵ', share: second },
      { name: 'ਰਾਮ ਯਾਦਵ', share: third },
    ];
    // The numerator lost ("/4"), a 1 read as 5 ("5/3" is more than the whole), the share not read at all.
    expect(owners(holders('1/2', '/4', '1/4'))).toEqual(expected('1/2', '1/4', '1/4'));
    expect(owners(holders('1/3', '5/3', '1/3'))).toEqual(expected('1/3', '1/3', '1/3'));
    expect(owners(holders('“', '1/4', '1/4'))).toEqual(expected('1/2', '1/4', '1/4'));
    // Two shares unread: nothing to tell them apart, so neither is guessed.
    expect(owners(holders('“', '/4', '1/4'))).toEqual([
      { name: 'ਸਤਯ ਨਾਰਾਯਣ' },
      { name: 'ਬ੍ਰਿਜੇਸ਼ ਯਾਦਵ' },
      { name: 'ਰਾਮ ਯਾਦਵ', share: '1/4' },
    ]);
  });

  test('a village name ends at the next "… ਨੰ. :" label, also one OCR misread', () => {
    const fields = read('ਪਿੰਡ : ਕੋਟਲਾ ਹੋਂਦਰਸਤ ਨੌ. : ੨੫੮\nਤਹਿਸੀਲ : ਸੁਨਾਮ ਜ਼ਿਲ੍ਹਾ : ਸੰਗਰੂਰ\n੯੫੫ ੩ ਹਰਿ ਰਾਮ ਪੁੱਤਰ ਵਿਨੋਦ ਕੁਮਾਰ ੬੪੩ ੧੯-੩');
    expect(fields.landRecords?.[0]).toEqual(expect.objectContaining({ revenueVillage: 'ਕੋਟਲਾ', tehsil: 'ਸੁਨਾਮ' }));
  });

  test("an area whose hyphen OCR read as a colon is read; a label's colon is not", () => {
    const fields = read(
      [
        'ਪਿੰਡ : ਧੌਲਾ ਹੱਦਬਸਤ ਨੰ. : 211 ਤਹਿਸੀਲ : ਸਮਰਾਲਾ ਜ਼ਿਲ੍ਹਾ : ਲੁਧਿਆਣਾ',
        '973 880 _ ਸੰਜਯ ਕੁਮਾਰ ਦੁਬੇ ਪੁੱਤਰ ਰਾਮਪਾਲ ਦੁਬੇ ਹਿੱਸਾ __ ਖੁਦਕਾਸ਼ਤ 226/4/1 12:17',
        'ਜਗਤ ਨਾਰਾਯਣ ਪੁੱਤਰ ਰਾਮਪਾਲ ਦੁਬੇ ਹਿੱਸਾ 1/4 73//12 8-7',
      ].join('\n'),
    );
    expect(fields.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['226/4/1', 1.6062],
      ['73//12', 1.0437],
    ]);
    expect(fields.landRecords?.[0]?.revenueVillage).toBe('ਧੌਲਾ');
  });

  test("a survey number with a cell's rule read as an underscore before it keeps its plot", () => {
    const fields = read(
      [
        'ਪਿੰਡ : ਮਾਣੂਕੇ ਹੱਦਬਸਤ ਨੰ. : ੧੯੭',
        '੧੦੪ ੮੪੧ ਟੀ. ਬੀ. ਵੇਂਕਟਲਕਸ਼ਮੀ ਪਤਨੀ ਟੀ. ਬਾਲਸੁਬ੍ਰਮਣਯਨ ਹਿੱਸਾ ੧/੩ ੭੩//੧੯ ੧੭-੪',
        'ਹਰਿ ਰਾਮ ਪ੍ਰਸਾਦ ਸਿੰਹ ਪੁੱਤਰ ਟੀ. ਬਾਲਸੁਬ੍ਰਮਣਯਨ ਹਿੱਸਾ ੧/੩ _੧੩//੧੦ ੫-੧੧',
        'ਕੁੱਲ ਜੋੜ ੨੨-੧੫',
      ].join('\n'),
    );
    expect(fields.landRecords?.map(({ khataNo, surveyNo }) => [khataNo, surveyNo])).toEqual([
      ['104', '73//19'],
      ['104', '13//10'],
    ]);
  });

  test('a kanal-marla area whose hyphen OCR lost is read where the total tells how it splits', () => {
    const fields = read(
      [
        'ਪਿੰਡ : ਸਿੱਧਵਾਂ ਹੱਦਬਸਤ ਨੰ. : ੩੮੬ ਤਹਿਸੀਲ : ਲਹਿਰਾਗਾਗਾ ਜ਼ਿਲ੍ਹਾ : ਸੰਗਰੂਰ',
        '੩੩੯ ੩੫ | ਲਲਲਨ ਪੁੱਤਰ ਰਮੇਸ਼ ਬਘੇਲ [੫੭੪ [੧੫੧੪',
        '੧੦//੧੦ ੩-੧੭',
        '| | [ ਕੁੱਲ ਜੋੜ ੧੯-੧੧',
      ].join('\n'),
    );
    // "1514" is 15-14 or 151-4 (a kanal has 20 marlas): with 3-17 only 15-14 makes the total 19-11.
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ khataNo: '339', surveyNo: '574', landArea: 1.9625 }),
      expect.objectContaining({ khataNo: '339', surveyNo: '10//10', landArea: 0.4813 }),
    ]);
    // The total chose the split, so it does not vouch for the plots as a total that matches would.
    expect(fields.landRecords?.[0]?.confidence).toBeLessThan(0.75);
    // Without a total the split is not guessed: the row is left for review.
    const untotalled = read('੩੩੯ ੩੫ | ਲਲਲਨ ਪੁੱਤਰ ਰਮੇਸ਼ ਬਘੇਲ [੫੭੪ [੧੫੧੪\n੧੦//੧੦ ੩-੧੭');
    expect(untotalled.landRecords?.map((record) => record.surveyNo)).toEqual(['10//10']);
  });

  test('the khewat beside the khatoni number, of one digit or after a speck at the row start; a holder extent OCR ran together', () => {
    const punjab = read('1 917 52 ਮੁਕੇਸ਼ ਤਿਵਾਰੀ ਪੁੱਤਰ ਲਲਤਾ ਪ੍ਰਸਾਦ 1194 3-9\n1330 11-1\nਕੁੱਲ ਜੋੜ 14-10');
    expect(punjab.landRecords?.map((record) => record.khataNo)).toEqual(['917', '917']);
    // Without the speck, a khewat of one digit is the khewat.
    const smallKhewat = read(
      [
        '੪ 9੭੦੧ ਰਾਧਾ ਤਿਵਾਰੀ ਪਤਨੀ ਅਨਿਲ ਤਿਵਾਰੀ ਹਿੱਸਾ ੨/੩ ੮੫//੨੪ ੧੭-੩',
        'ਹਰਿ ਰਾਮ ਪੁੱਤਰ ਅਨਿਲ ਤਿਵਾਰੀ ਹਿੱਸਾ ੧/੩ ੧੫੭ ੧-੯',
        'ਕੁੱਲ ਜੋੜ ੧੮-੧੨',
      ].join('\n'),
    );
    expect(smallKhewat.landRecords?.map((record) => [record.khataNo, record.surveyNo])).toEqual([
      ['4', '85//24'],
      ['4', '157'],
    ]);
    const karnataka = read('ಸರ್ವೆ ನಂಬರ್ : 168\nವಿಸ್ತೀರ್ಣ : 2-35\n| ಓಮ ಪ್ರಕಾಶ ಬಿನ್ ಓಮ ಕಶ್ಯಪ [235 | 220 | ಪೌತಿ |');
    expect(karnataka.landRecords).toEqual([
      expect.objectContaining({ khataNo: '220', surveyNo: '168', landArea: 2.875 }),
    ]);
    const starMisread = read('| ೧೪ | ರ್ಮ | ೩-೦೧ | 0-00 | ಕೆಂಪು |\n೧೪೮ | ಡೇ _ ೨-೦೭ | 0-0೦ | ಕೆಂಪು');
    expect(starMisread.landRecords).toEqual([
      expect.objectContaining({ surveyNo: '14', landArea: 3.025 }),
      expect.objectContaining({ surveyNo: '148', landArea: 2.175 }),
    ]);
  });

  test("Gujarat's 7/12: labelled survey (block) and khata numbers, the area in hectares, ares and square metres", () => {
    const fields = read(
      [
        'ગામ નમૂના નંબર ૭ (૭/૧૨ ઉતારો)',
        'ગામ : ઉત્તરસંડા  તાલુકો : માતર  જિલ્લો : ખેડા',
        'બ્લોક નંબર : ૧૪૨૦/૨  કબજેદારનું નામ',
        'ખાતા નંબર : ૦૦૮૩૭  (૧૪૧૪) ગીતા રાજેશ દેવી',
        'ક્ષેત્રફળ (હે.આરે.ચો.મી.) : ૦૦-૭૭-૭૯  (૧૮૮૩) સંદીપ કુમાર રાજેશ પાલ',
        'આકાર રૂ. : ૭.૭૮',
      ].join('\n'),
    );
    expect(fields.landRecords).toEqual([
      expect.objectContaining({
        khataNo: '00837',
        surveyNo: '1420/2',
        landArea: 0.7779,
        landAreaUnit: 'hectare',
        revenueVillage: 'ઉત્તરસંડા',
        tehsil: 'માતર',
        district: 'ખેડા',
      }),
    ]);
  });

  test('an area in the notation under a survey number whose area label OCR lost; a khata with a doubled zero', () => {
    const gujarat = read('સર્વે નંબર : 755 5\nખાતા નંબર : 00314 Teme\nSager (હે.આરે.ચો.મી.) : 00-19-40\nWs ડૂ. : 1.94');
    expect(gujarat.landRecords).toEqual([
      expect.objectContaining({ khataNo: '00314', surveyNo: '755', landArea: 0.194 }),
    ]);
    const telangana = read('౦0౦03౧౪ ౭౫౫ ౦-౧౯ కైలాశ పాల మున్నా లాల\n౦0౦03౧౪ ౧౮౫/౧ ౨-౦౮ కైలాశ పాల మున్నా లాల');
    expect(telangana.landRecords?.map((record) => record.khataNo)).toEqual(['0000314', '0000314']);
  });

  test("Telangana's Pahani: a row per survey number (a letter sub-division too), the khata column first or last, the total", () => {
    const rows = ['1100/అ 0-24 సత్య నారాయణ ముకేశ కుమార 00455', '1092 2-16 సత్య నారాయణ ముకేశ కుమార 00455'];
    for (const table of [rows, rows.map((row) => row.replace(/^(\S+) (.*) (00455)$/, '$3 $1 $2'))]) {
      const fields = read(
        [
          'రెవెన్యూ గ్రామం : రామాపురం  మండలం : పరకాల',
          'జిల్లా : వరంగల్',
          'సర్వే నంబరు విస్తీర్ణం (ఎ-గుం) పట్టాదారు పేరు',
          ...table,
          'మొత్తం 3-00',
        ].join('\n'),
      );
      expect(fields.landRecords).toEqual([
        expect.objectContaining({
          khataNo: '00455',
          surveyNo: '1100/అ',
          landArea: 0.6,
          landAreaUnit: 'acre',
          revenueVillage: 'రామాపురం',
          tehsil: 'పరకాల',
          district: 'వరంగల్',
        }),
        expect.objectContaining({ khataNo: '00455', surveyNo: '1092', landArea: 2.4, confidence: 0.75 }),
      ]);
    }
  });

  test("a survey number with a letter OCR read before it for what the cell's rule left (a scanned Pahani)", () => {
    const fields = read(
      ['రెవెన్యూ గ్రామం : చెన్నూరు మండలం : మిర్యాలగూడ', '౦౦౨౮౭ ల౯౧౩/అ ౧-౩౯ మహేశ రాజభర రమేశ కుమార రాజభర', 'మొత్తం ౧-౩౯'].join('\n'),
    );
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ khataNo: '00287', surveyNo: '913/అ', landArea: 1.975, landAreaUnit: 'acre' }),
    ]);
  });

  test("a hissa ೩ read as the letter ಕ, or beside a stroke or speck of the cell's rule", () => {
    const lookAlike = read('| ೧೨೬೭ | ಕ | 0-೩೦ | 0-00 | ಕೆಂಪು |\n| ಸರಿತಾ ದೇವೀ ಕೋಂ ಪಂಕಜ ಕುಮಾರ [0-೩೦ [೪೧೧ | ವಿಭಾಗ |');
    expect(lookAlike.landRecords).toEqual([
      expect.objectContaining({ surveyNo: '1267/3', landArea: 0.75, khataNo: '411' }),
    ]);
    expect(read('| ೧೨೬೭ | ಕ್ಷ | 0-೩೦ 0-00 | ಕೆಂಪು _').landRecords?.[0]?.surveyNo).toBe('1267/3');
    // A "*" misread with a bracket glued to it is no digit.
    expect(read('|೧೪೮ (ಕ | ೨-೦೭ | 0-00 [ಕೆಂಪು').landRecords?.[0]?.surveyNo).toBe('148');
    const stroke = read('೭೩೬ | ೬ಅ _ ೨-೧೨ | 0-00 | ಕೆಂಪು\nವೀ. ಪೀ. ಗೋಪಾಲಕೃಷ್ಣನ ಬಿನ್‌ ವೀ. ಪೇರುಮಾಲ ೨-೧೨ | ೯೦ ವಿಭಾಗ');
    expect(stroke.landRecords).toEqual([expect.objectContaining({ surveyNo: '736/6ಅ', landArea: 2.3, khataNo: '90' })]);
    expect(read('[೧೨೬೭ |೩ ಹ [0-೩೦ [0-00 | ಕಪು').landRecords?.[0]?.surveyNo).toBe('1267/3');
  });

  test('a ೩ read as "&", in the hissa column or ending the survey number', () => {
    const rtc = (row: string) =>
      read(['ಗ್ರಾಮ : ಕೊಪ್ಪ ಹೋಬಳಿ : ಕಸಬಾ ತಾಲ್ಲೂಕು : ಮದ್ದೂರು ಜಿಲ್ಲೆ : ಮಂಡ್ಯ', row].join('\n')).landRecords?.[0];
    expect(rtc('೨೬& & ೧-೦೪ 0-00 ಕೆಂಪು')).toMatchObject({ surveyNo: '263/3', landArea: 1.1 });
    expect(rtc('೨೬& ೩ ೧-೦೪ 0-00 ಕೆಂಪು')).toMatchObject({ surveyNo: '263/3', landArea: 1.1 });
  });

  test("a holder's name with a table rule read as a bracket before it", () => {
    const fields = read(
      [
        'ಸರ್ವೆ ನಂಬರ್‌ : ೧೦೦೯',
        'ವಿಸ್ತೀರ್ಣ : ೧-೩೮ (ಎ-ಗುಂ)',
        '| ಪಂಕಜ ಗುಪ್ತಾ ಬಿನ್‌ ಏಸ. ಬಸವರಾಜ 0-೨೦ ೭೧೧ ವಿಭಾಗ',
        '[ರಾಮೂ ಬಿನ್‌ ಏಸ. ಬಸವರಾಜ 0-೨೦ ೭೧೧ ಪೌತಿ |',
      ].join('\n'),
    );
    expect(fields.landRecords?.[0]?.owners).toEqual([{ name: 'ಪಂಕಜ ಗುಪ್ತಾ' }, { name: 'ರಾಮೂ' }]);
  });

  test('an area whose hyphen OCR lost or read as a point is read as the total confirms', () => {
    const lost = read(
      [
        '643/ఆ 2-16 హరి రామ వినోద కుమార పాండేయ 00955',
        '438 1-31 హరి రామ వినోద కుమార పాండేయ 00955',
        '1069/అ 303 హరి రామ వినోద కుమార పాండేయ 00955',
        '446 1-29 హరి రామ వినోద కుమార పాండేయ 00955',
        'మొత్తం 8-39',
      ].join('\n'),
    );
    expect(lost.landRecords?.map((record) => [record.surveyNo, record.landArea])).toEqual([
      ['643/ఆ', 2.4],
      ['438', 1.775],
      ['1069/అ', 3.075],
      ['446', 1.725],
    ]);
    // The total chose the reading, so it does not also vouch for the plots.
    expect(lost.landRecords?.[2]?.confidence).toBeLessThan(0.75);
    const point = read('574 1.38 లల్లన రమేశ బఘేల 00339\n223 0-28 లల్లన రమేశ బఘేల 00339\nమొత్తం 2-26');
    expect(point.landRecords?.map((record) => record.landArea)).toEqual([1.95, 0.7]);
    // Decimal acres (Andhra Pradesh's Adangal) whose total agrees stay as printed.
    const decimal = read('574 1.38 లల్లన రమేశ బఘేల 00339\n223 0.70 లల్లన రమేశ బఘేల 00339\nమొత్తం 2.08');
    expect(decimal.landRecords?.map((record) => record.landArea)).toEqual([1.38, 0.7]);
    // Without a total to confirm it, a run of digits is no area.
    expect(read('1069/అ 303 హరి రామ వినోద కుమార పాండేయ 00955').landRecords?.[0]?.surveyNo).toBeUndefined();
    // The khata first, its leading zeros telling it from the survey number (a scanned Pahani, person 2805).
    const khataFirst = read(
      [
        '౦౦౨౫౮ ౯౪౩ (౧౨౨ రామధనీ శివ కుమార బఘేల',
        '౦౦౨౫౮ ౧౨౫౩ ౨-౨౯ రామధనీ శివ కుమార బఘేల',
        '0౦౨౫౮ ౨౧౮ ౦-౦౮ రామధనీ శివ కుమార బఘేల',
        'మొత్తం ౪-౧౯',
      ].join('\n'),
    );
    expect(khataFirst.landRecords?.map((record) => [record.khataNo, record.surveyNo, record.landArea])).toEqual([
      ['00258', '943', 1.55],
      ['00258', '1253', 2.725],
      ['00258', '218', 0.2],
    ]);
  });

  test('a digit read in both digit sets side by side counts once; zeros do not', () => {
    const fields = read(
      ['౦00౩3౧౪ ౭3౩౬ ౦-౧౯ ఆర. ఏన. బాలసుబ్రమణ్యన', '౦003౧౪ ౧౮౫/౧ ౨-౦౮ ఆర. ఏన. బాలసుబ్రమణ్యన', 'మొత్తం ౨-౨౭'].join('\n'),
    );
    expect(fields.landRecords?.map((record) => [record.khataNo, record.surveyNo])).toEqual([
      ['000314', '736'],
      ['000314', '185/1'],
    ]);
    expect(read('౦0౭౧౧ ౩౩ ౧-౦౦ బీ. మీనాక్షీ').landRecords?.[0]?.khataNo).toBe('00711');
  });

  test("a Pahani photo whose plot rows OCR could not read still offers the places and the khata column's number", () => {
    const fields = read(
      ['రెవెన్యూ గ్రామం : మల్లారం మండలం : నకిరేకల్‌', 'జిల్లా : నల్గొండ', 'అట కైట్‌ లల్లన రమేశ బఘేల 00339', 'తేదీ : 15/06/2026'].join('\n'),
    );
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ khataNo: '00339', revenueVillage: 'మల్లారం', tehsil: 'నకిరేకల్', district: 'నల్గొండ' }),
    ]);
    expect(fields.landRecords?.[0]?.surveyNo).toBeUndefined();
    expect(read('జిల్లా : నల్గొండ\nతేదీ : 15/06/2026').landRecords).toBeUndefined();
  });

  test("an RTC photo whose holder row OCR glued together takes the khata from that row, not the form's number in the title", () => {
    const fields = read(
      [
        '| ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಕಂದಾಯ ಇಲಾಖೆ',
        '| ಪಹಣಿ (ಆರ್‌.ಟಿ.ಸಿ) - ನಮೂನೆ 16',
        '| ವರ್ಷ : 2025-26',
        '| ಗ್ರಾಮ : ಕಾಳೇನಹಳ್ಳಿ dowd : ಕಸಬಾ ತಾಲ್ಲೂಕು : ಚನ್ನರಾಯಪಟ್ಟಣಜಿಲ್ಲೆ : ಹಾಸನ',
        'ಸರ್ವೆ ನಂಬರ್‌ : 309/4',
        '| ವಿಸ್ತೀರ್ಣ : 2-39 (ಎ-ಗುಂ)',
        '... ಖಾತೆದಾರರ ಹೆಸರು ವಿಸ್ತೀರ್ಣ ಖಾತೆ ಸಂಖ್ಯೆ ಹಕ್ಕಿನ ವಿಧ',
        '| (ಎ-ಗುಂ)',
        '.. ಪರಿತಾಶುಕ್ಲಾಕೋಂಉಮೇಶ ಶುಕ್ಲಾ 2-39 596 ಖರೀದಿ',
        'x08: 15/06/2026 he Epic, 7 4.',
      ].join('\n'),
    );
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ khataNo: '596', surveyNo: '309/4', landArea: 2.975, landAreaUnit: 'acre' }),
    ]);
    // Without the table's heading, the row is looked for below the places.
    const withoutHeading = read(['| ಪಹಣಿ - ನಮೂನೆ 16', '| ಗ್ರಾಮ : ಕಾಳೇನಹಳ್ಳಿ', '.. ಸರಿತಾ ಶುಕ್ಲಾ 596 ಖರೀದಿ'].join('\n'));
    expect(withoutHeading.landRecords?.[0]?.khataNo).toBe('596');
  });

  test("places whose following space OCR read as dots ('ಕಾಳೇನಹಳ್ಳಿ. ಹೋಬಳಿ', 'ಮದ್ದೂರು... ಜಿಲ್ಲೆ') are read without them", () => {
    const fields = read(
      [
        'ಗ್ರಾಮ: ಕಾಳೇನಹಳ್ಳಿ. ಹೋಬಳಿ : ಕಸಬಾ ತಾಲ್ಲೂಕು : ಮದ್ದೂರು... ಜಿಲ್ಲೆ : ಮಂಡ್ಯ',
        '__. ಸರ್ವೆನಂಬರ್‌ :೨೩೦/೬ಬ',
        'ವಿಸ್ತೀರ್ಣ : ೧-೨೬ (ಎ-ಗುಂ)',
      ].join('\n'),
    );
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ surveyNo: '230/6ಬ', revenueVillage: 'ಕಾಳೇನಹಳ್ಳಿ', tehsil: 'ಮದ್ದೂರು', district: 'ಮಂಡ್ಯ' }),
    ]);
  });

  test('a khata repeated on every row, its last digit lost on half of them (౫ read as a bracket), keeps the digit', () => {
    const fields = read(
      [
        'రెవెన్యూ గ్రామం : రామాపురం మండలం : వర్ధన్నపేట',
        '౯౩౦/౨ ౧-౧౧ రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬)',
        '౮౨౪ ౨-౩౫ రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬)',
        '౨౦౦ ౧-౩౩ రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫',
        '౪౦/౨ ౨-౨౩ రమేశ కశ్యప మహేశ కశ్యప ౦౦౪౬౫',
      ].join('\n'),
    );
    expect(fields.landRecords?.map((record) => record.khataNo)).toEqual(['00465', '00465', '00465', '00465']);
  });

  test("a share whose slash OCR read as a 7 is the holder's share, not the khewat", () => {
    const fields = read(
      [
        'ਪਿੰਡ : ਮਾਣੂਕੇ ਹੱਦਬਸਤ ਨੰ. : ੧੯੭',
        'ਤਹਿਸੀਲ : ਮੌੜ ਜ਼ਿਲ੍ਹਾ : ਬਠਿੰਡਾ',
        'ਖੇਵਟ ਖਤੌਨੀ ਮਾਲਕ ਦਾ ਨਾਮ ਖਸਰਾ ਨੰ. ਰਕਬਾ',
        '੧੦੪ ੮੪੧ ਟੀ. ਬੀ. ਵੇਂਕਟਲਕਸ਼ਮੀ ਪਤਨੀ ਟੀ. ਬਾਲਸੁਬ੍ਰਮਣਯਨ ਹਿੱਸਾ ੧੭੩ ੭੩//੧੯ ੧੭-੪',
        'ਹਰਿ ਰਾਮ ਪ੍ਰਸਾਦ ਸਿੰਹ ਪੁੱਤਰ ਟੀ. ਬਾਲਸੁਬ੍ਰਮਣਯਨ ਹਿੱਸਾ ੧੭੩ _੧੩//੧੦ ੫-੧੧',
        'ਸੰਜਯ ਸਿੰਹ ਪੁੱਤਰ ਟੀ. ਬਾਲਸੁਬ੍ਰਮਣਯਨ ਹਿੱਸਾ ੧/੩',
        'ਕੁੱਲ ਜੋੜ ੨੨-੧੫',
      ].join('\n'),
    );
    expect(fields.landRecords?.map((record) => [record.khataNo, record.surveyNo])).toEqual([
      ['104', '73//19'],
      ['104', '13//10'],
    ]);
    expect(fields.landRecords?.[0]?.owners).toEqual([
      { name: 'ਟੀ. ਬੀ. ਵੇਂਕਟਲਕਸ਼ਮੀ', share: '1/3' },
      { name: 'ਹਰਿ ਰਾਮ ਪ੍ਰਸਾਦ ਸਿੰਹ', share: '1/3' },
      { name: 'ਸੰਜਯ ਸਿੰਹ', share: '1/3' },
    ]);
  });

  test('a Devanagari Khatauni still goes to the Khatauni parser', () => {
    const fields = read('ग्राम : रामपुर\nखाता संख्या : 00316\n212/1 0.4000');
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ khataNo: '00316', surveyNo: '212/1', revenueVillage: 'रामपुर' }),
    ]);
  });
});
