import { parseVoterCard } from './voterCard';
import { voterIdNumbers } from './voterIdNumber';
import { documentLines } from './text';

const today = new Date(2025, 5, 1);

describe('voterIdNumbers', () => {
  it('reads three letters and seven digits, undoing misreads by position', () => {
    expect(voterIdNumbers(['ABC1234567'])).toEqual([{ value: 'ABC1234567', confidence: 0.9 }]);
    expect(voterIdNumbers(['EPIC No. A8C 12345O7']).map((epic) => epic.value)).toEqual(['ABC1234507']);
    expect(voterIdNumbers([')ZQ8387256 JN']).map((epic) => epic.value)).toEqual(['JZQ8387256']);
    expect(voterIdNumbers([')2Q8387256 HH']).map((epic) => epic.value)).toEqual(['JZQ8387256']);
  });

  it('reads a J read as a bracket anywhere among the letters, and a C read as €', () => {
    expect(voterIdNumbers(['OK)8479190 (TH']).map((epic) => epic.value)).toEqual(['OKJ8479190']);
    expect(voterIdNumbers(['OK]8479190']).map((epic) => epic.value)).toEqual(['OKJ8479190']);
    expect(voterIdNumbers(['€5Q1039980 0']).map((epic) => epic.value)).toEqual(['CSQ1039980']);
    expect(voterIdNumbers(['EPIC No (ABC1234567)']).map((epic) => epic.value)).toEqual(['ABC1234567']);
    expect(voterIdNumbers(['EPIC ( ABC1234567)']).map((epic) => epic.value)).toEqual(['ABC1234567']);
  });

  it('never joins what is left of a bracketed J with a neighbouring word or digit', () => {
    expect(voterIdNumbers(['x )ZQ8387256 HH']).map((epic) => epic.value)).toEqual(['JZQ8387256']);
    expect(voterIdNumbers([')2Q8387256 0']).map((epic) => epic.value)).toEqual(['JZQ8387256']);
    expect(voterIdNumbers(['OK)8479190 0']).map((epic) => epic.value)).toEqual(['OKJ8479190']);
  });

  it('reads a 7 in a letter slot as Z (its base lost on a blurred photo), never in a digit slot', () => {
    expect(voterIdNumbers(['2718369093 (LH']).map((epic) => epic.value)).toEqual(['ZZI8369093']);
    expect(voterIdNumbers(['ZZI8369097']).map((epic) => epic.value)).toEqual(['ZZI8369097']);
  });

  it('drops a character OCR read twice, as itself and as its look-alike', () => {
    expect(voterIdNumbers(['OWSs5288243 MRE']).map((epic) => epic.value)).toEqual(['OWS5288243']);
    expect(voterIdNumbers(['HCI19540479 UT']).map((epic) => epic.value)).toEqual(['HCI9540479']);
  });

  it('reads the old state format with less trust', () => {
    expect(voterIdNumbers(['UP/01/001/123456'])).toEqual([{ value: 'UP/01/001/123456', confidence: 0.7 }]);
  });

  it('refuses words and short codes', () => {
    expect(voterIdNumbers(['ELECTION COMMISSION OF INDIA', 'AB1234567'])).toEqual([]);
  });
});

describe('parseVoterCard', () => {
  it('reads the front with names, and the age "as on" a date', () => {
    const fields = parseVoterCard(
      documentLines(`
        ELECTION COMMISSION OF INDIA
        IDENTITY CARD
        XYZ1234567
        निर्वाचक का नाम : रमेश कुमार
        Elector's Name : Ramesh Kumar
        पिता का नाम : सुरेश कुमार
        Father's Name : Suresh Kumar
        Sex : Male
        Age as on 1.1.2008 : 45`),
      today,
    );
    expect(fields.voterIds?.map((epic) => epic.value)).toEqual(['XYZ1234567']);
    expect(fields.applicantNames).toEqual([{ value: 'Ramesh Kumar', confidence: 0.85 }]);
    expect(fields.fatherNames).toEqual([{ value: 'Suresh Kumar', confidence: 0.85 }]);
    expect(fields.ages).toEqual([
      { value: '63', dateOfBirth: '1962-01-01', calculationMethod: 'yearOfBirth', confidence: 0.7 },
    ]);
  });

  it('reads a long name wrapped onto a line of its own (clean, scan, PDFs and photo, person 3602)', () => {
    const card = (second: string) =>
      parseVoterCard(
        documentLines(`
          ELECTION COMMISSION OF INDIA
          LLC7820920
          Elector's Name : Jagat Narayan Chandra
          ${second}
          Father's Name : Rajesh Kashyap`),
        today,
      );
    expect(card('Kashyap').applicantNames?.map((name) => name.value)).toEqual(['Jagat Narayan Chandra Kashyap']);
    // Not a word in another case, two words, a label word or a speck.
    for (const line of ['KASHYAP', 'Ram Kashyap', 'Village', 'Ifa :'])
      expect(card(line).applicantNames?.map((name) => name.value)).toEqual(['Jagat Narayan Chandra']);
  });

  it('reads a name whose last l was read as "!"', () => {
    const fields = parseVoterCard(
      documentLines(`
        ELECTION COMMISSION OF INDIA
        QEK1698834
        Elector's Name : Rakesh Baghe!
        Father's Name : Umesh Baghe!
        3 / Gender : 2% / Male`),
      today,
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Rakesh Baghel']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Umesh Baghel']);
  });

  it("reads a husband's name, the birth date and the address on the back", () => {
    const fields = parseVoterCard(
      documentLines(`
        Electors Name: SUNITA DEVI
        Husband's Name: RAJESH SINGH
        Date of Birth: 02-03-1980
        Address : Village Rampur, Post Bakshi Ka Talab,
        Lucknow
        Date : 01/01/2010
        Electoral Registration Officer`),
      today,
    );
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Sunita Devi']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Rajesh Singh']);
    expect(fields.ages?.[0]).toMatchObject({ value: '45', dateOfBirth: '1980-03-02' });
    expect(fields.addresses).toEqual([{ value: 'Village Rampur, Post Bakshi Ka Talab, Lucknow', confidence: 0.65 }]);
  });
});
