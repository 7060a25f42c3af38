import { verhoeffCheckDigit } from '../src/extraction/parsers/verhoeff';
import type { Random } from './random';

/** Twelve digits, never starting with 0 or 1, the last one the Verhoeff check digit. */
export function makeAadhaar(random: Random): string {
  const body = String(random.int(2, 9)) + random.digits(10);
  return body + verhoeffCheckDigit(body);
}

/** AAAPL1234C: three letters, P for a person, the surname's initial, four digits, a check letter. */
export function makePan(random: Random, surname: string): string {
  return `${random.letters(3)}P${surname[0]!.toUpperCase()}${random.digits(4)}${random.letters(1)}`;
}

export function makeEpic(random: Random): string {
  return random.letters(3) + random.digits(7);
}

export function makeIfsc(random: Random, bankCode: string): string {
  return `${bankCode}0${random.digits(6)}`;
}
