import { BANKS } from './banks';
import { makeAadhaar, makeEpic, makeIfsc, makePan } from './identifiers';
import {
  FEMALE_GIVEN_NAMES,
  INITIALS,
  LONG_GIVEN_NAMES,
  MALE_COMPOUND_NAMES,
  MALE_GIVEN_NAMES,
  MARRIED_WOMAN_SUFFIX,
  MIDDLE_KUMAR,
  MIDDLE_NAMES,
  ONE_WORD_NAMES,
  SOUTHERN_FEMALE_NAMES,
  SOUTHERN_MALE_NAMES,
  SURNAMES,
  joinNames,
  withInitials,
  type BilingualName,
} from './names';
import { DISTRICTS, VILLAGES } from './places';
import { createRandom, deriveSeed, type Random } from './random';

/**
 * How the person's address is written on their cards and passbook: with its labels ("Village Rampur, Post
 * …, Tehsil …, District …"), with the short ones ("Vill. Rampur, P.O. …, Teh. …, Distt. …") or without
 * any ("Rampur, Sikandarpur, Lalganj, Azamgarh").
 */
export type AddressStyle = 'labelled' | 'abbreviated' | 'plain';

export interface Address {
  style: AddressStyle;
  village: BilingualName;
  post: BilingualName;
  tehsil: BilingualName;
  district: BilingualName;
  state: BilingualName;
  pin: string;
}

export interface LandRow {
  /** As printed: a number with an optional fraction ("212/1", "45/2/1") and letter ("305ख", "88मि"). */
  khasraNo: string;
  areaHectare: number;
}

/** One holder of a khata and the share of it the record gives them ("1/2"). */
export interface LandOwner {
  name: BilingualName;
  relation: Person['relation'];
  fatherName: BilingualName;
  share: string;
}

export interface Person {
  seed: number;
  name: BilingualName;
  fatherName: BilingualName;
  /** How fatherName is related: a married woman's cards name her husband. */
  relation: 'S/O' | 'D/O' | 'W/O';
  /** YYYY-MM-DD; absent when the cards only know the year of birth. */
  dateOfBirth?: string;
  yearOfBirth: number;
  gender: 'Male' | 'Female';
  address: Address;
  aadhaar: string;
  pan: string;
  epic: string;
  /** Whom the bank account names as nominee: family, another name on the passbook that is not the holder's. */
  nominee: { name: BilingualName; relation: 'Wife' | 'Husband' | 'Son' | 'Mother' };
  bank: { name: BilingualName; ifsc: string; accountNumber: string; branch: BilingualName };
  land: {
    khataNo: string;
    rows: LandRow[];
    village: BilingualName;
    pargana: BilingualName;
    tehsil: BilingualName;
    district: BilingualName;
    /** The person first; co-owners (brothers, as inherited land usually is) after. */
    owners: LandOwner[];
  };
}

function maleName(random: Random, surname: BilingualName): BilingualName {
  if (random.chance(0.35)) {
    const compound = random.pick(MALE_COMPOUND_NAMES);
    if (random.chance(0.5)) return compound;
    // One long name in five: four words, two lines in a narrow column.
    return random.chance(0.2) ? joinNames(compound, random.pick(MIDDLE_NAMES), surname) : joinNames(compound, surname);
  }
  const given = random.pick(MALE_GIVEN_NAMES);
  const middle = !given.latin.includes(' ') && random.chance(0.3) ? [MIDDLE_KUMAR] : [];
  return joinNames(given, ...middle, surname);
}

function femaleName(random: Random, surname: BilingualName, married: boolean): BilingualName {
  const given = random.pick(FEMALE_GIVEN_NAMES);
  return joinNames(given, married && random.chance(0.6) ? MARRIED_WOMAN_SUFFIX : surname);
}

function pad(number: number): string {
  return String(number).padStart(2, '0');
}

// Sub-plot letters of khasra numbers; मि (मिन्जुमला) marks part of a plot.
const KHASRA_LETTERS = ['क', 'ख', 'ग', 'घ', 'मि'];

function khasraNumber(random: Random): string {
  const fraction = random.chance(0.3) ? `/${random.int(1, 4)}${random.chance(0.2) ? `/${random.int(1, 3)}` : ''}` : '';
  const letter = random.chance(0.25) ? random.pick(KHASRA_LETTERS) : '';
  return `${random.int(12, 1450)}${fraction}${letter}`;
}

function landRows(random: Random): LandRow[] {
  return Array.from({ length: random.int(1, 4) }, () => ({
    khasraNo: khasraNumber(random),
    areaHectare: random.int(280, 12500) / 10000,
  }));
}

const SHARES: Record<number, string[][]> = {
  1: [['1']],
  2: [
    ['1/2', '1/2'],
    ['2/3', '1/3'],
  ],
  3: [
    ['1/3', '1/3', '1/3'],
    ['1/2', '1/4', '1/4'],
  ],
};

/** The person and, on two records in five, one or two brothers sharing the khata. */
function landOwners(
  random: Random,
  person: Pick<Person, 'name' | 'relation' | 'fatherName'>,
  surname: BilingualName,
): LandOwner[] {
  const count = random.chance(0.6) ? 1 : random.int(2, 3);
  const shares = random.pick(SHARES[count]!);
  const brothers = Array.from({ length: count - 1 }, (): Omit<LandOwner, 'share'> => ({
    name: maleName(random, surname),
    relation: 'S/O',
    fatherName: person.fatherName,
  }));
  return [person, ...brothers].map((owner, index) => ({
    name: owner.name,
    relation: owner.relation,
    fatherName: owner.fatherName,
    share: shares[index]!,
  }));
}

type NameStyle = 'northern' | 'southern' | 'oneWord' | 'fourWords';

/** The names of a family from the south: initials from the family and the father ("K. R. Venkataramanan", "K. Ramaswamy"). */
function southernNames(random: Random, gender: Person['gender']): { name: BilingualName; fatherName: BilingualName } {
  const letters = Object.keys(INITIALS);
  const family = random.pick(letters);
  const father = random.pick(SOUTHERN_MALE_NAMES.filter((name) => letters.includes(name.latin[0]!)));
  const given = random.pick(
    (gender === 'Male' ? SOUTHERN_MALE_NAMES : SOUTHERN_FEMALE_NAMES).filter((name) => name !== father),
  );
  const initials = random.chance(0.6) ? [family, father.latin[0]!] : [father.latin[0]!];
  return { name: withInitials(initials, given), fatherName: withInitials([family], father) };
}

/**
 * Names beyond the two- and three-word northern ones the parsers were first written for, drawn from a
 * stream of their own so that the rest of a seed's person (numbers, land) stays as it was.
 */
function restyledNames(
  seed: number,
  person: Pick<Person, 'gender' | 'name' | 'fatherName'>,
  surname: BilingualName,
): Pick<Person, 'name' | 'fatherName'> {
  const random = createRandom(deriveSeed(seed, 'names'));
  const style: NameStyle = random.pick([
    'northern',
    'northern',
    'northern',
    'northern',
    'northern',
    'southern',
    'southern',
    'oneWord',
    'fourWords',
  ]);
  if (style === 'southern') return southernNames(random, person.gender);
  if (style === 'oneWord' && person.gender === 'Male') return { name: random.pick(ONE_WORD_NAMES), fatherName: person.fatherName };
  if (style === 'fourWords' && person.gender === 'Male')
    return {
      name: joinNames(
        random.pick(LONG_GIVEN_NAMES),
        random.pick(MIDDLE_NAMES.filter((middle) => middle.latin !== surname.latin)),
        surname,
      ),
      fatherName: person.fatherName,
    };
  // Two draws of the same given name and surname: a father is not named as his child.
  if (person.name.latin === person.fatherName.latin)
    return {
      name: person.name,
      fatherName: joinNames(
        random.pick(MALE_GIVEN_NAMES.filter((given) => !person.name.latin.startsWith(given.latin))),
        surname,
      ),
    };
  return { name: person.name, fatherName: person.fatherName };
}

const NOMINEE_OF: Record<Person['relation'], Person['nominee']['relation'][]> = {
  'S/O': ['Wife', 'Mother', 'Son'],
  'D/O': ['Mother'],
  'W/O': ['Husband', 'Son'],
};

function nominee(
  seed: number,
  person: Pick<Person, 'relation' | 'fatherName'>,
  surname: BilingualName,
): Person['nominee'] {
  const random = createRandom(deriveSeed(seed, 'nominee'));
  const relation = random.pick(NOMINEE_OF[person.relation]);
  if (relation === 'Husband') return { relation, name: person.fatherName };
  if (relation === 'Son') return { relation, name: joinNames(random.pick(MALE_GIVEN_NAMES), surname) };
  return {
    relation,
    name: joinNames(random.pick(FEMALE_GIVEN_NAMES), random.chance(0.5) ? MARRIED_WOMAN_SUFFIX : surname),
  };
}

/** A farmer with a consistent set of identity, bank and land details; the same seed gives the same person. */
export function makePerson(seed: number): Person {
  const random = createRandom(seed);
  const gender = random.chance(0.75) ? 'Male' : 'Female';
  const surname = random.pick(SURNAMES);
  const yearOfBirth = random.int(1956, 2004);
  const married = gender === 'Female' && (yearOfBirth < 1995 || random.chance(0.5));
  const relation = gender === 'Male' ? 'S/O' : married ? 'W/O' : 'D/O';
  const { name, fatherName } = restyledNames(
    seed,
    {
      gender,
      name: gender === 'Male' ? maleName(random, surname) : femaleName(random, surname, married),
      fatherName: maleName(random, surname),
    },
    surname,
  );
  const dateOfBirth = random.chance(0.8)
    ? `${yearOfBirth}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`
    : undefined;
  const district = random.pick(DISTRICTS);
  const tehsil = random.pick(district.tehsils);
  const village = random.pick(VILLAGES);
  const post = random.chance(0.4) ? village : random.pick(VILLAGES);
  const bank = random.pick(BANKS);
  return {
    seed,
    name,
    fatherName,
    relation,
    ...(dateOfBirth ? { dateOfBirth } : {}),
    yearOfBirth,
    gender,
    address: {
      style: createRandom(deriveSeed(seed, 'address')).pick(['labelled', 'labelled', 'abbreviated', 'plain'] as const),
      village,
      post,
      tehsil,
      district: district.name,
      state: district.state,
      pin: district.pinPrefix + random.digits(3),
    },
    aadhaar: makeAadhaar(random),
    pan: makePan(random, name.latin.split(' ').at(-1)!),
    epic: makeEpic(random),
    nominee: nominee(seed, { relation, fatherName }, surname),
    bank: {
      name: bank.name,
      ifsc: makeIfsc(random, bank.ifscPrefix),
      accountNumber: String(random.int(1, 9)) + random.digits(bank.accountNumberLength - 1),
      branch: tehsil,
    },
    land: {
      khataNo: String(random.int(1, 980)).padStart(5, '0'),
      rows: landRows(random),
      village,
      pargana: random.pick(district.tehsils),
      tehsil,
      district: district.name,
      owners: landOwners(random, { name, relation, fatherName }, surname),
    },
  };
}
