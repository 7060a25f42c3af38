import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { landRecordStateOf, landRecordStateOfApplication } from './landRecordState';
import { STATE_LAND_RECORDS, landRecordHint } from './messages/landRecordKinds';

describe('landRecordStateOf', () => {
  it('finds the state an address writes out, in English or Hindi', () => {
    expect(landRecordStateOf('Village Rampur, Post Bansdih, District Ballia, Uttar Pradesh')).toBe('Uttar Pradesh');
    expect(landRecordStateOf('ग्राम सोनपुर, जिला सीहोर, मध्य प्रदेश')).toBe('Madhya Pradesh');
    expect(landRecordStateOf('At Post Shirur, Taluka Shirur, Pune, Maharashtra')).toBe('Maharashtra');
    expect(landRecordStateOf('Rampur, Ballia (U.P.)')).toBe('Uttar Pradesh');
  });

  it('finds the state by the PIN code, also written in Indian digits', () => {
    expect(landRecordStateOf('Hosahalli, Mandya 571401')).toBe('Karnataka');
    expect(landRecordStateOf('Bhatinda १५१ ००१')).toBe('Punjab');
    expect(landRecordStateOf('Warangal 506002')).toBe('Telangana');
  });

  it('names no state when the address names none, or names two', () => {
    expect(landRecordStateOf('Rampur')).toBeUndefined();
    expect(landRecordStateOf('Kochi 682001')).toBeUndefined();
    expect(landRecordStateOf('Border of Gujarat and Rajasthan')).toBeUndefined();
    // A PIN of a circle serving Maharashtra and Goa does not decide between them.
    expect(landRecordStateOf('Panaji 403001')).toBeUndefined();
  });
});

describe('landRecordStateOfApplication', () => {
  it('takes the state the address names, else the one of the PIN Code field', () => {
    expect(landRecordStateOfApplication({ address: 'Hosahalli, Mandya, Karnataka', pinCode: '' })).toBe('Karnataka');
    expect(landRecordStateOfApplication({ address: 'Hosahalli, Mandya', pinCode: '571401' })).toBe('Karnataka');
    expect(landRecordStateOfApplication({ address: 'Jagraon, Ludhiana', pinCode: '१४२ ०२६' })).toBe('Punjab');
  });

  it('names none when neither the address nor the PIN tells a state whose record we know', () => {
    expect(landRecordStateOfApplication({ address: 'Rampur' })).toBeUndefined();
    expect(landRecordStateOfApplication({ address: 'Panaji', pinCode: '403001' })).toBeUndefined();
    expect(landRecordStateOfApplication({ address: 42, pinCode: null })).toBeUndefined();
  });
});

describe('landRecordHint', () => {
  it('names the state and its record in both languages', () => {
    const hint = landRecordHint(STATE_LAND_RECORDS.Maharashtra);
    expect(translate(hint, 'en')).toContain('In Maharashtra your land record is the 7/12 extract (Satbara Utara)');
    expect(translate(hint, 'hi')).toContain('महाराष्ट्र में आपका भूमि अभिलेख 7/12 उतारा (सातबारा) है');
  });
});
