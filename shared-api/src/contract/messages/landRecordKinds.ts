import type { Message } from './catalogue';

/** A main KCC state and the record of rights it issues, named as its revenue office and land portal name it. */
export interface StateLandRecord {
  state: Message;
  record: Message;
}

export const STATE_LAND_RECORDS = {
  'Uttar Pradesh': {
    state: { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
    record: { en: 'Khatauni (record of rights, Bhulekh extract)', hi: 'खतौनी (अधिकार अभिलेख, भूलेख की नकल)' },
  },
  Maharashtra: {
    state: { en: 'Maharashtra', hi: 'महाराष्ट्र' },
    record: { en: '7/12 extract (Satbara Utara)', hi: '7/12 उतारा (सातबारा)' },
  },
  'Madhya Pradesh': {
    state: { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
    record: { en: 'Khasra and B-1 (Khatauni)', hi: 'खसरा और बी-1 (खतौनी)' },
  },
  Rajasthan: {
    state: { en: 'Rajasthan', hi: 'राजस्थान' },
    record: { en: 'Jamabandi (Nakal)', hi: 'जमाबंदी (नकल)' },
  },
  Karnataka: {
    state: { en: 'Karnataka', hi: 'कर्नाटक' },
    record: { en: 'RTC (Pahani)', hi: 'आरटीसी (पहणी)' },
  },
  Punjab: {
    state: { en: 'Punjab', hi: 'पंजाब' },
    record: { en: 'Jamabandi (Fard)', hi: 'जमाबंदी (फर्द)' },
  },
  Gujarat: {
    state: { en: 'Gujarat', hi: 'गुजरात' },
    record: { en: '7/12 extract (Satbar Utara)', hi: '7/12 उतारा (सातबार)' },
  },
  'Andhra Pradesh': {
    state: { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
    record: { en: 'Adangal (Pahani)', hi: 'अडंगल (पहणी)' },
  },
  Telangana: {
    state: { en: 'Telangana', hi: 'तेलंगाना' },
    record: { en: 'Pahani (Adangal)', hi: 'पहणी (अडंगल)' },
  },
} as const satisfies Record<string, StateLandRecord>;

export type LandRecordState = keyof typeof STATE_LAND_RECORDS;

/** The land step's hint: which record the farmer's state issues, to upload as the Khasra/Khatauni copy. */
export function landRecordHint({ state, record }: StateLandRecord): Message {
  return {
    en: `In ${state.en} your land record is the ${record.en}. Please upload it as your Khasra/Khatauni copy; we read it for you.`,
    hi: `${state.hi} में आपका भूमि अभिलेख ${record.hi} है। कृपया इसे खसरा/खतौनी की प्रति के रूप में अपलोड करें; हम इसे आपके लिए पढ़ लेंगे।`,
  };
}
