import type { SuggestionList } from '@kisan-credit/shared-api/contract/suggestions';
import { englishAddress, printedDateOfBirth } from './layouts/decorations';
import { indicLand, type IndicRecordState } from './indicStates';
import { landIn, type RecordState } from './landStates';
import type { Person } from './person';

export interface LandRecordTruth {
  /** As printed, with its leading zeros (e.g. 00123). */
  khataNo: string;
  surveyNo: string;
  landArea: number;
  /** Hectares, or acres where the state measures in acres and guntas or kanals and marlas. */
  landAreaUnit: 'hectare' | 'acre';
  /** As printed on the record, in Devanagari or the state's own script. */
  revenueVillage: string;
  /** The same village in Latin letters, as a reader that transliterates would give it. */
  revenueVillageLatin: string;
  /** Pargana (Uttar Pradesh's records only), tehsil (taluk, mandal) and district as printed. */
  pargana?: string;
  tehsil: string;
  district: string;
  /** The khata's holders as printed, each with the share the record gives them when it names one; absent where names stand without relation (the 7/12s, Telangana's Pahani). */
  owners?: { name: string; share?: string }[];
}

export type TruthList = Exclude<SuggestionList, 'familyMemberNames'>;

/**
 * The value the best suggestion of each list should hold once the document is read; `alsoAccepted` lists
 * other values that are as right (an age known only from a year of birth may be one less).
 */
export type GroundTruth = Partial<Record<TruthList, string>> & {
  landRecords?: LandRecordTruth[];
  alsoAccepted?: Partial<Record<TruthList, string[]>>;
};

export type DocumentKind =
  | 'aadhaarFront'
  | 'aadhaarBack'
  | 'pan'
  | 'voterId'
  | 'passbook'
  | 'khatauni'
  | 'mpKhasraB1'
  | 'rajasthanJamabandi'
  | 'maharashtraSatbara'
  | 'karnatakaRtc'
  | 'punjabJamabandi'
  | 'gujaratSatbara'
  | 'telanganaPahani';

/** The land records the generator draws, with the state whose revenue department issues each. */
export const STATE_OF_LAND_KIND: Partial<Record<DocumentKind, RecordState | IndicRecordState>> = {
  khatauni: 'Uttar Pradesh',
  mpKhasraB1: 'Madhya Pradesh',
  rajasthanJamabandi: 'Rajasthan',
  maharashtraSatbara: 'Maharashtra',
  karnatakaRtc: 'Karnataka',
  punjabJamabandi: 'Punjab',
  gujaratSatbara: 'Gujarat',
  telanganaPahani: 'Telangana',
};

/** Karnataka's RTC and Gujarat's 7/12 are issued one survey number to a page: the generator prints the first plot. */
const ONE_SURVEY_NUMBER: readonly IndicRecordState[] = ['Karnataka', 'Gujarat'];
/** Where holders are printed with a relation word, so that a reader can tell a holder's name from their father's. */
const HOLDERS_NAMED: readonly IndicRecordState[] = ['Karnataka', 'Punjab'];
/** Karnataka's RTC gives each holder's extent, not a share. */
const SHARES_PRINTED: readonly IndicRecordState[] = ['Punjab'];

function indicLandTruth(person: Person, state: IndicRecordState): GroundTruth {
  const land = indicLand(person, state);
  const plots = ONE_SURVEY_NUMBER.includes(state) ? land.plots.slice(0, 1) : land.plots;
  const shared = land.holders.length > 1 && SHARES_PRINTED.includes(state);
  return {
    landRecords: plots.map((plot) => ({
      khataNo: land.khataNo,
      surveyNo: plot.surveyNo,
      landArea: plot.area,
      landAreaUnit: plot.unit,
      revenueVillage: land.village.native,
      revenueVillageLatin: land.village.latin,
      tehsil: land.tehsil.native,
      district: land.district.native,
      ...(HOLDERS_NAMED.includes(state)
        ? { owners: land.holders.map((holder) => ({ name: holder.name, ...(shared ? { share: holder.share } : {}) })) }
        : {}),
    })),
  };
}

function landTruth(person: Person, state: RecordState): GroundTruth {
  const land = landIn(person, state);
  return {
    landRecords: land.rows.map((row) => ({
      khataNo: land.khataNo,
      surveyNo: row.khasraNo,
      landArea: row.areaHectare,
      landAreaUnit: 'hectare' as const,
      revenueVillage: land.village.hindi,
      revenueVillageLatin: land.village.latin,
      ...(state === 'Uttar Pradesh' ? { pargana: land.pargana.hindi } : {}),
      tehsil: land.tehsil.hindi,
      district: land.district.hindi,
      ...(state === 'Maharashtra'
        ? {}
        : { owners: land.owners.map((owner) => ({ name: owner.name.hindi, ...(land.owners.length > 1 ? { share: owner.share } : {}) })) }),
    })),
  };
}

/** Completed years on `today`; from the year alone (year minus year) when that is all the cards know. */
export function ageOn(person: Person, today: string): number {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (!person.dateOfBirth) return year - person.yearOfBirth;
  const [birthYear, birthMonth, birthDay] = person.dateOfBirth.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** The PAN prints 01/01 for holders whose birthday is unknown, so its age counts from New Year's Day. */
function panAge(person: Person, today: string): number {
  const [day, month, year] = printedDateOfBirth(person).split('/');
  return ageOn({ ...person, dateOfBirth: `${year}-${month}-${day}` }, today);
}

/** Without a full date of birth the birthday may still be ahead this year. */
function yearOnlyAges(person: Person, today: string): Pick<GroundTruth, 'alsoAccepted'> {
  return person.dateOfBirth ? {} : { alsoAccepted: { ages: [String(ageOn(person, today) - 1)] } };
}

export function groundTruth(person: Person, kind: DocumentKind, today: string): GroundTruth {
  switch (kind) {
    case 'aadhaarFront':
      return {
        applicantNames: person.name.latin,
        aadharNumbers: person.aadhaar,
        ages: String(ageOn(person, today)),
        ...yearOnlyAges(person, today),
      };
    case 'aadhaarBack':
      return { fatherNames: person.fatherName.latin, addresses: englishAddress(person), aadharNumbers: person.aadhaar };
    case 'pan':
      return {
        applicantNames: person.name.latin.toUpperCase(),
        fatherNames: person.fatherName.latin.toUpperCase(),
        panNumbers: person.pan,
        ages: String(panAge(person, today)),
      };
    case 'voterId':
      return {
        voterIds: person.epic,
        applicantNames: person.name.latin,
        fatherNames: person.fatherName.latin,
        ages: String(ageOn(person, today)),
        ...yearOnlyAges(person, today),
      };
    case 'passbook':
      return {
        bankNames: person.bank.name.latin,
        ifscCodes: person.bank.ifsc,
        bankAccountNumbers: person.bank.accountNumber,
        applicantNames: person.name.latin,
        fatherNames: person.fatherName.latin,
        addresses: englishAddress(person),
      };
    case 'khatauni':
    case 'mpKhasraB1':
    case 'rajasthanJamabandi':
    case 'maharashtraSatbara':
      return landTruth(person, STATE_OF_LAND_KIND[kind] as RecordState);
    case 'karnatakaRtc':
    case 'punjabJamabandi':
    case 'gujaratSatbara':
    case 'telanganaPahani':
      return indicLandTruth(person, STATE_OF_LAND_KIND[kind] as IndicRecordState);
  }
}
