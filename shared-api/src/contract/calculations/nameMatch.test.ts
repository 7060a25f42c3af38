import { firstNameDisagreement, namesMatch } from './nameMatch';

describe('namesMatch', () => {
  it.each([
    ['RAMESH KUMAR', 'Ramesh Kumar'],
    ['Mohammad Iqbal', 'MOHAMMED IQBAL'],
    ['Laxmi Devi', 'Lakshmi Devi'],
    ['Rajendra Singh', 'Rajender Singh'],
    ['Ramkumar Yadav', 'Ram Kumar Yadav'],
    ['R. K. Yadav', 'Ram Kumar Yadav'],
    ['Shri Ramesh Kumar', 'RAMESH KUMAR'],
    ['Ramesh Yadav', 'Ramesh Kumar Yadav'],
    ['Vijay Pal', 'Vijai Paal'],
    ['Sunita Devi', 'Suneeta Devee'],
  ])('%s and %s are the same name', (first, second) => {
    expect(namesMatch(first, second)).toBe(true);
  });

  it.each([
    ['Ramesh Kumar', 'Suresh Kumar'],
    ['Ramesh Kumar', 'Ramesh Singh'],
    ['Sunita Devi', 'Anita Devi'],
    ['Kumar Yadav Ramesh', 'Ramesh Kumar Yadav'],
  ])('%s and %s are different names', (first, second) => {
    expect(namesMatch(first, second)).toBe(false);
  });

  it('does not judge names it cannot read (Devanagari, blanks)', () => {
    expect(namesMatch('रमेश कुमार', 'Suresh Kumar')).toBe(true);
    expect(namesMatch('', 'Suresh Kumar')).toBe(true);
  });
});

describe('firstNameDisagreement', () => {
  it('finds the first pair of documents whose names differ, one name per document', () => {
    const names = [
      { value: 'RAMESH KUMAR', source: 'aadharCopy' },
      { value: 'RAMESH KUMAR', source: 'aadharCopy' },
      { value: 'R KUMAR', source: 'pan' },
      { value: 'SURESH KUMAR', source: 'passbook' },
    ];
    expect(firstNameDisagreement(names)).toEqual([names[0], names[3]]);
  });

  it('is undefined when every document agrees, or only one document has a name', () => {
    expect(
      firstNameDisagreement([
        { value: 'Ramesh', source: 'pan' },
        { value: 'Suresh', source: 'pan' },
      ]),
    ).toBeUndefined();
    expect(
      firstNameDisagreement([
        { value: 'Mohammed Iqbal', source: 'pan' },
        { value: 'MOHAMMAD IQBAL', source: 'aadharCopy' },
      ]),
    ).toBeUndefined();
  });
});
