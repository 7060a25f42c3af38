import { parseAadhaarCard } from './aadhaarCard';
import { documentLines } from './text';

const today = new Date(2025, 5, 1);

function parse(text: string) {
  return parseAadhaarCard(documentLines(text), today);
}

describe('parseAadhaarCard', () => {
  it('reads the front of a bilingual card', () => {
    const fields = parse(`
      भारत सरकार
      GOVERNMENT OF INDIA
      रमेश कुमार
      | Ramesh Kumar .
      जन्म तिथि/DOB: 15/08/1985
      पुरुष / MALE
      2345 6789 0124
      VID : 9123 4567 8901 2345
      मेरा आधार, मेरी पहचान`);
    expect(fields.applicantNames).toEqual([{ value: 'Ramesh Kumar', confidence: 0.85 }]);
    expect(fields.aadharNumbers).toEqual([{ value: '234567890124', confidence: 0.95 }]);
    expect(fields.ages).toEqual([
      { value: '39', dateOfBirth: '1985-08-15', calculationMethod: 'dateOfBirth', confidence: 0.9 },
    ]);
  });

  it('reads a long name wrapped onto two lines, and a two-letter one, and joins no junk above a one-word name', () => {
    // As the cards of persons 2902 and 2900 print them, and tesseract read 2900's Hindi name "ओम" as "Ing".
    const holder = (nameLines: string) =>
      parse(`GOVERNMENT OF INDIA\n${nameLines}\nजन्म वर्ष/Year of Birth: 1964\nपुरुष/ MALE`).applicantNames?.[0]?.value;
    expect(holder('सत्य नारायण प्रसाद तिवारी\nSatya Narayan Prasad\nTiwari')).toBe('Satya Narayan Prasad Tiwari');
    expect(holder('ओम\nOm')).toBe('Om');
    expect(holder('Ing\nOm')).toBe('Om');
    expect(holder('I ARI] YATE faar\nRamavadh')).toBe('Ramavadh');
  });

  it('reads an old card with "Year of Birth" and a "Father" line', () => {
    const fields = parse(`
      Government of India
      SUNITA DEVI
      Father : RAM PRASAD
      Year of Birth : 1972
      Female
      4987 1203 4564`);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Sunita Devi']);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Ram Prasad']);
    expect(fields.ages).toEqual([
      { value: '53', dateOfBirth: '1972-01-01', calculationMethod: 'yearOfBirth', confidence: 0.8 },
    ]);
  });

  it('takes the date that is not the issue date when OCR garbled the DOB label (phone photo)', () => {
    const fields = parse(`
      GOVERNMENT OF INDIA
      Shiv Kumar Yadav
      w= fafd/Dog: 13/12/1981
      9¥%/ MALE
      a Issue Date: 21/12/2018
      8210 4572 2650`);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Shiv Kumar Yadav']);
    expect(fields.ages).toEqual([
      { value: '43', dateOfBirth: '1981-12-13', calculationMethod: 'dateOfBirth', confidence: 0.6 },
    ]);
  });

  it('finds the name above a DOB label glued to the Hindi label read as junk, the gender printed above the name', () => {
    const fields = parse(`
      GOVERNMENT OF INDIA = |
      af3a FEMALE
      Issue Date: 2001072013
      | #™, | Lakshmi Devi
      J | w=mRRIDOB: 06/03/1993
      8523 1255 9383`);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Lakshmi Devi']);
  });

  it('reads the back: the English address block after the Hindi one, its S/O as the father', () => {
    const fields = parse(`
      भारतीय विशिष्ट पहचान प्राधिकरण
      Unique Identification Authority of India
      पता: S/O सुरेश कुमार, मकान नं 12, गांधी नगर,
      लखनऊ, उत्तर प्रदेश - 226001
      Address: S/O: Suresh Kumar, House No 12,
      Gandhi Nagar , Near Water Tank,,
      Lucknow, Uttar Pradesh - 226001
      2345 6789 0124
      1947  help@uidai.gov.in  www.uidai.gov.in`);
    expect(fields.addresses).toEqual([
      { value: 'House No 12, Gandhi Nagar, Near Water Tank, Lucknow, Uttar Pradesh - 226001', confidence: 0.8 },
    ]);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Suresh Kumar']);
    expect(fields.aadharNumbers?.map((number) => number.value)).toEqual(['234567890124']);
    expect(fields.applicantNames).toBeUndefined();
  });

  it('reads the address of a back whose "Address:" label OCR lost, with less trust (phone photo)', () => {
    const fields = parse(`
      S/O: Ram Chandra, Kishunpur, Belhari, Mahmudabad
      Sitapur, Uttar Pradesh - 261636
      6932 9936 3521
      1947 heip@uidai.gov.ain | www.uidai.gov.in`);
    expect(fields.addresses).toEqual([
      { value: 'Kishunpur, Belhari, Mahmudabad, Sitapur, Uttar Pradesh - 261636', confidence: 0.55 },
    ]);
    expect(fields.fatherNames?.map((name) => name.value)).toEqual(['Ram Chandra']);
  });

  it('reads the holder and address of an Aadhaar letter', () => {
    const fields = parse(`
      Enrolment No.: 1234/56789/01234
      To
      Meena Kumari
      W/O Rajesh Singh
      Village Rampur, Post Bakshi Ka Talab
      Lucknow Uttar Pradesh 226201
      Address:
      W/O Rajesh Singh, Village Rampur, Post Bakshi Ka Talab, Lucknow, Uttar Pradesh, 226201
      9876 5432 1096`);
    expect(fields.applicantNames?.map((name) => name.value)).toEqual(['Meena Kumari']);
    expect(fields.fatherNames?.map((name) => name.value)).toContain('Rajesh Singh');
    expect(fields.addresses?.[0]?.value).toBe('Village Rampur, Post Bakshi Ka Talab, Lucknow, Uttar Pradesh, 226201');
  });

  it('finds nothing in text that is not an Aadhaar card', () => {
    expect(parse('Lorem ipsum dolor sit amet')).toEqual({});
  });
});
