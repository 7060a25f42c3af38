import { AGE_RANGE } from '@kisan-credit/shared-api/contract/limits';
import { asDigits, DIGIT_LIKE } from './confusions';
import type { FoundAge } from './found';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const D = `[${DIGIT_LIKE}]`;
const DATE = new RegExp(`(?<![0-9])(${D}{1,2})\\s*[/.-]\\s*(${D}{1,2})\\s*[/.-]\\s*(${D}{4})(?![0-9])`, 'g');
// "DOB", "D.O.B.", "D0B", and "DOoB" (the O read twice).
const DATE_OF_BIRTH_LABEL = /\bD\s?\.?\s?[O0]{1,2}\s?\.?\s?[B8]\b|birth|जन्म/i;
// "DOB:" glued to the Hindi label before it, read as Latin junk ("w=mRRIDOB: 06/03/1993"): in capitals, with its colon.
const GLUED_DATE_OF_BIRTH_LABEL = /D[O0]{1,2}B\s*[:;]/;
const YEAR_OF_BIRTH_LABEL = /year\s*[o0]f\s*birth|\bY\s?[O0]\s?B\b|जन्म\s*वर्ष/i;
// Dates that are not a birth date: when the card or letter was issued, printed or downloaded.
const OTHER_DATE_LABEL = /issue|download|print|generat|valid|enrol|जारी/i;
const DATE_TEXT = `${D}{1,2}\\s*[/.-]\\s*${D}{1,2}\\s*[/.-]\\s*${D}{4}`;
const AGE_ON_DATE = new RegExp(`age\\s*as\\s*on\\s*(${DATE_TEXT})\\s*[:-]?\\s*(\\d{1,3})(?![0-9])`, 'i');

/** A line that gives the date or year of birth (the Aadhaar card's name is printed above it). */
export function isBirthLine(line: string): boolean {
  return DATE_OF_BIRTH_LABEL.test(line) || GLUED_DATE_OF_BIRTH_LABEL.test(line) || YEAR_OF_BIRTH_LABEL.test(line);
}

function isRealDate({ year, month, day }: CalendarDate, today: Date): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > today.getFullYear()) return false;
  return day <= new Date(year, month, 0).getDate();
}

/** The calendar dates written d/m/yyyy (or with - or .) in a line, read through digit misreads. */
export function datesIn(line: string, today: Date): CalendarDate[] {
  return [...line.matchAll(DATE)].flatMap((match) => {
    const [day, month, year] = [match[1]!, match[2]!, match[3]!].map((part) => asDigits(part)?.text);
    if (!day || !month || !year) return [];
    const date = { year: Number(year), month: Number(month), day: Number(day) };
    return isRealDate(date, today) ? [date] : [];
  });
}

/** Completed years between the birth date and today. */
export function ageOn(birth: CalendarDate, today: Date): number {
  const beforeBirthday =
    today.getMonth() + 1 < birth.month || (today.getMonth() + 1 === birth.month && today.getDate() < birth.day);
  return today.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

function isoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Ages outside the form's range are kept but barely trusted: most come from a misread year. */
const OUT_OF_RANGE_CONFIDENCE = 0.3;
const MAX_HUMAN_AGE = 120;

function ageSuggestion(
  birth: CalendarDate,
  method: FoundAge['calculationMethod'],
  confidence: number,
  today: Date,
): FoundAge | undefined {
  const age = ageOn(birth, today);
  if (age < 0 || age > MAX_HUMAN_AGE) return undefined;
  const inRange = age >= AGE_RANGE.min && age <= AGE_RANGE.max;
  return {
    value: String(age),
    dateOfBirth: isoDate(birth),
    calculationMethod: method,
    confidence: inRange ? confidence : Math.min(confidence, OUT_OF_RANGE_CONFIDENCE),
  };
}

function labelledValue<Value>(
  lines: readonly string[],
  label: RegExp,
  read: (line: string) => Value | undefined,
): Value | undefined {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const match = label.exec(line);
    if (!match || OTHER_DATE_LABEL.test(line)) continue;
    const next = lines[index + 1];
    const value =
      read(line.slice(match.index)) ?? (next !== undefined && !OTHER_DATE_LABEL.test(next) ? read(next) : undefined);
    if (value !== undefined) return value;
  }
  return undefined;
}

function yearIn(line: string, today: Date): number | undefined {
  const match = new RegExp(`(?<![0-9])(${D}{4})(?![0-9])`).exec(line.replace(YEAR_OF_BIRTH_LABEL, ' '));
  const year = Number(asDigits(match?.[1] ?? '')?.text ?? NaN);
  return year >= 1900 && year <= today.getFullYear() ? year : undefined;
}

/**
 * "Age as on 1.1.2008: 45" (older voter cards): the person was born about 45½ years before that date, so
 * the year of birth is the year of that moment.
 */
function yearOfBirthFromAgeOnDate(lines: readonly string[], today: Date): number | undefined {
  for (const line of lines) {
    const match = AGE_ON_DATE.exec(line);
    const onDate = match ? datesIn(match[1]!, today)[0] : undefined;
    if (!match || !onDate) continue;
    const monthsBefore = (Number(match[2]) + 0.5) * 12;
    return new Date(onDate.year, onDate.month - 1 - monthsBefore, onDate.day).getFullYear();
  }
  return undefined;
}

export interface AgeOptions {
  today: Date;
  /** Whether a date with no label may be taken as the birth date (a PAN card prints no other date). */
  unlabelledDateIsBirth?: boolean;
}

const CONFIDENCE = { dateOfBirth: 0.9, yearOfBirth: 0.8, unlabelledDate: 0.6, ageOnDate: 0.7 };

interface BirthReading {
  birth: CalendarDate;
  method: FoundAge['calculationMethod'];
  confidence: number;
}

/** The first birth date, year of birth or "age as on" the document gives, in that order of trust. */
function birthReading(lines: readonly string[], today: Date, unlabelledDateIsBirth: boolean): BirthReading | undefined {
  const dateLines = lines.map((line) => (YEAR_OF_BIRTH_LABEL.test(line) ? '' : line));
  const birth = labelledValue(dateLines, DATE_OF_BIRTH_LABEL, (line) => datesIn(line, today)[0]);
  if (birth) return { birth, method: 'dateOfBirth', confidence: CONFIDENCE.dateOfBirth };
  const year = labelledValue(lines, YEAR_OF_BIRTH_LABEL, (line) => yearIn(line, today));
  if (year) return { birth: { year, month: 1, day: 1 }, method: 'yearOfBirth', confidence: CONFIDENCE.yearOfBirth };
  const yearFromAge = yearOfBirthFromAgeOnDate(lines, today);
  if (yearFromAge)
    return { birth: { year: yearFromAge, month: 1, day: 1 }, method: 'yearOfBirth', confidence: CONFIDENCE.ageOnDate };
  if (!unlabelledDateIsBirth) return undefined;
  const unlabelled = lines.filter((line) => !OTHER_DATE_LABEL.test(line)).flatMap((line) => datesIn(line, today))[0];
  return unlabelled ? { birth: unlabelled, method: 'dateOfBirth', confidence: CONFIDENCE.unlabelledDate } : undefined;
}

/** The holder's age today, from what the document says of their birth. */
export function ageSuggestions(
  lines: readonly string[],
  { today, unlabelledDateIsBirth = false }: AgeOptions,
): FoundAge[] {
  const reading = birthReading(lines, today, unlabelledDateIsBirth);
  const age = reading && ageSuggestion(reading.birth, reading.method, reading.confidence, today);
  return age ? [age] : [];
}
