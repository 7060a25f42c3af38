import { leadingPersonName, personName, titleCase } from './personName';

describe('personName', () => {
  it('gives Title Case without honorifics, specks or Devanagari', () => {
    expect(personName('SHRI RAMESH KUMAR')).toBe('Ramesh Kumar');
    expect(personName('| smt. sunita  devi .')).toBe('Sunita Devi');
    expect(personName('रमेश कुमार / Ramesh Kumar')).toBeUndefined();
    expect(personName('रमेश कुमार Ramesh Kumar')).toBe('Ramesh Kumar');
    // Initials spaced however printed or read, so that one person's documents agree.
    expect(personName('R.K. SINGH')).toBe('R. K. Singh');
    expect(personName('B.R.Perumal')).toBe('B. R. Perumal');
    expect(personName("anthony d'souza")).toBe("Anthony D'Souza");
    expect(personName('| | PANKA] KASHYAP')).toBe('Pankaj Kashyap');
    expect(personName('PANKAJ] KASHYAP')).toBe('Pankaj Kashyap');
  });

  it('refuses labels, headings and lines with digits', () => {
    expect(personName('GOVERNMENT OF INDIA')).toBeUndefined();
    expect(personName("Father's Name")).toBeUndefined();
    expect(personName('DOB 15/08/1985')).toBeUndefined();
    expect(personName('Ramesh Kumar 12')).toBeUndefined();
    expect(personName('R K')).toBeUndefined();
  });

  it('drops a small junk word OCR left before a capitalised name, but keeps an all-small name', () => {
    expect(personName('wn Rajesh Pal')).toBe('Rajesh Pal');
    expect(personName('tm Kamlesh Pal')).toBe('Kamlesh Pal');
    expect(personName('ram lal')).toBe('Ram Lal');
  });
});

describe('leadingPersonName', () => {
  it('takes the name at the start of a value that runs on', () => {
    expect(leadingPersonName(': Ramesh Kumar  Sex : Male')).toBe('Ramesh Kumar');
    expect(leadingPersonName('Suresh Kumar House No 12')).toBe('Suresh Kumar');
    expect(leadingPersonName('Ramesh Kumar S/O Suresh Kumar')).toBe('Ramesh Kumar');
    expect(leadingPersonName('Sunita Devi (Wife)')).toBe('Sunita Devi');
    expect(leadingPersonName('Name')).toBeUndefined();
  });
});

describe('titleCase', () => {
  it('keeps short words small and acronyms capital', () => {
    expect(titleCase('STATE BANK OF INDIA')).toBe('State Bank of India');
    expect(titleCase('UCO BANK')).toBe('UCO Bank');
    expect(titleCase('PUNJAB & SIND BANK')).toBe('Punjab & Sind Bank');
  });
});

describe('withInitialsRead', () => {
  it('reads an initial B that OCR read as 8, and no other number', () => {
    expect(personName('8. P. VENKATESH')).toBe('B. P. Venkatesh');
    expect(personName('House 8. Gandhi Nagar')).toBeUndefined();
    expect(personName('Ward No 8')).toBeUndefined();
  });
});
