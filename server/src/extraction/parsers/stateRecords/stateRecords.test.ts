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

  test('a Karnataka tehsil ends where the district label starts, even one OCR cut short', () => {
    const fields = read('ತಾಲ್ಲೂಕು : ಪಾಂಡವಪುರ ಜಿಲ ಮಂಡ್ಯ\n೧೪೮ * ೨-೦೭');
    expect(fields.landRecords).toEqual([expect.objectContaining({ tehsil: 'ಪಾಂಡವಪುರ', surveyNo: '148' })]);
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

  test('the khewat beside the khatoni number and a speck at the row start; a holder extent OCR ran together', () => {
    const punjab = read('1 917 52 ਮੁਕੇਸ਼ ਤਿਵਾਰੀ ਪੁੱਤਰ ਲਲਤਾ ਪ੍ਰਸਾਦ 1194 3-9\n1330 11-1\nਕੁੱਲ ਜੋੜ 14-10');
    expect(punjab.landRecords?.map((record) => record.khataNo)).toEqual(['917', '917']);
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

  test('a Devanagari Khatauni still goes to the Khatauni parser', () => {
    const fields = read('ग्राम : रामपुर\nखाता संख्या : 00316\n212/1 0.4000');
    expect(fields.landRecords).toEqual([
      expect.objectContaining({ khataNo: '00316', surveyNo: '212/1', revenueVillage: 'रामपुर' }),
    ]);
  });
});
