import { formatShortDate, startOfDayInIndia, wholeDaysBetween } from './date';

// Decision: dates are shown as their calendar day in India (IST), and an empty or unreadable date shows
// 'N/A', like the dashboards' other blanks. Jest runs in UTC, which makes the IST shift visible below.
describe('startOfDayInIndia and wholeDaysBetween', () => {
  it('starts a day at midnight in India, 18:30 UTC the day before', () => {
    expect(startOfDayInIndia('2026-01-19').toISOString()).toBe('2026-01-18T18:30:00.000Z');
  });

  it('counts whole days, never below zero', () => {
    const since = new Date('2026-01-16T10:00:00Z');
    expect(wholeDaysBetween(since, new Date('2026-01-28T09:59:59Z'))).toBe(11);
    expect(wholeDaysBetween(since, new Date('2026-01-28T10:00:00Z'))).toBe(12);
    expect(wholeDaysBetween(since, new Date('2026-01-15T10:00:00Z'))).toBe(0);
  });
});

describe('formatShortDate', () => {
  it('shows day, short month and year', () => {
    expect(formatShortDate('2026-11-21T10:00:00.000Z')).toBe('21 Nov 2026');
    expect(formatShortDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('5 Jan 2026');
    expect(formatShortDate(Date.UTC(2025, 11, 31, 6))).toBe('31 Dec 2025');
  });

  it.each([
    ['2026-01-15', '15 Jan 2026'],
    ['2026-02-15', '15 Feb 2026'],
    ['2026-03-15', '15 Mar 2026'],
    ['2026-04-15', '15 Apr 2026'],
    ['2026-05-15', '15 May 2026'],
    ['2026-06-15', '15 Jun 2026'],
    ['2026-07-15', '15 Jul 2026'],
    ['2026-08-15', '15 Aug 2026'],
    ['2026-09-15', '15 Sep 2026'],
    ['2026-10-15', '15 Oct 2026'],
    ['2026-11-15', '15 Nov 2026'],
    ['2026-12-15', '15 Dec 2026'],
  ])('names the month of %s', (value, expected) => {
    expect(formatShortDate(value)).toBe(expected);
  });

  it('shows a date-time as its day in India', () => {
    // 20:00 UTC on 30 September is 01:30 on 1 October in India.
    expect(formatShortDate('2026-09-30T20:00:00Z')).toBe('1 Oct 2026');
    expect(formatShortDate('2026-09-30T18:29:59Z')).toBe('30 Sep 2026');
    expect(formatShortDate('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
    expect(formatShortDate('2026-11-21T09:00:00+05:30')).toBe('21 Nov 2026');
  });

  it('keeps a date-only value on its own calendar day', () => {
    expect(formatShortDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatShortDate(' 2024-02-29 ')).toBe('29 Feb 2024');
  });

  it.each([
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['words', 'yesterday'],
    ['impossible day', '2026-02-30'],
    ['impossible month', '2026-13-01'],
    ['invalid date-time', '2026-02-30T10:00:00Z'],
    ['unreadable time', '2026-11-21Tnoon'],
    ['ambiguous local format', '21/11/2026'],
    ['invalid Date', new Date('nope')],
    ['NaN', Number.NaN],
    ['boolean', true],
    ['object', {}],
  ])('shows N/A for %s', (_name, value) => {
    expect(formatShortDate(value)).toBe('N/A');
  });
});
