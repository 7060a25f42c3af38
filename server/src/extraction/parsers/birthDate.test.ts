import { ageOn, ageSuggestions, datesIn } from './birthDate';

const today = new Date(2025, 5, 1);

describe('ageOn', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(ageOn({ year: 1985, month: 6, day: 1 }, today)).toBe(40);
    expect(ageOn({ year: 1985, month: 6, day: 2 }, today)).toBe(39);
  });
});

describe('datesIn', () => {
  it('reads d/m/yyyy with any separator, spaces and misread digits', () => {
    expect(datesIn('DOB: 15 / 08 / 1985', today)).toEqual([{ year: 1985, month: 8, day: 15 }]);
    expect(datesIn('DOB:O5-O8-l985', today)).toEqual([{ year: 1985, month: 8, day: 5 }]);
  });

  it('refuses dates that do not exist or are in the future', () => {
    expect(datesIn('31/02/1985 01/01/2030 15/13/1985', today)).toEqual([]);
  });
});

describe('ageSuggestions', () => {
  it('takes the labelled birth date over others, on its line or the next', () => {
    expect(ageSuggestions(['Issue Date: 01/01/2015', 'जन्म तिथि/DOB: 15/08/1985'], { today })).toEqual([
      { value: '39', dateOfBirth: '1985-08-15', calculationMethod: 'dateOfBirth', confidence: 0.9 },
    ]);
    expect(ageSuggestions(['Date of Birth', '15/08/1985'], { today })[0]?.value).toBe('39');
    expect(ageSuggestions(['a Issue Date: 21/12/2018', '& = fafd/DOoB: 13/12/1981'], { today })[0]?.dateOfBirth).toBe(
      '1981-12-13',
    );
  });

  it('uses 1 January of a year of birth', () => {
    expect(ageSuggestions(['Year of Birth : 1972'], { today })).toEqual([
      { value: '53', dateOfBirth: '1972-01-01', calculationMethod: 'yearOfBirth', confidence: 0.8 },
    ]);
  });

  it('takes an unlabelled date only when asked to, never an issue date', () => {
    expect(ageSuggestions(['15/08/1985'], { today })).toEqual([]);
    expect(
      ageSuggestions(['Printed on 01/01/2020', '15/08/1985'], { today, unlabelledDateIsBirth: true })[0],
    ).toMatchObject({ value: '39', confidence: 0.6 });
  });

  it('keeps an age outside 18 to 100 with little trust, and drops an impossible one', () => {
    expect(ageSuggestions(['DOB: 01/01/2015'], { today })).toEqual([
      { value: '10', dateOfBirth: '2015-01-01', calculationMethod: 'dateOfBirth', confidence: 0.3 },
    ]);
    expect(ageSuggestions(['DOB: 01/01/1900'], { today })).toEqual([]);
  });
});
