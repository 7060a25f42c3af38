import { message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { Message } from './catalogue';

/** A main KCC state and the record of rights it issues, named as its revenue office and land portal name it. */
export interface StateLandRecord {
  state: Message;
  record: Message;
}

export const STATE_LAND_RECORDS = {
  'Uttar Pradesh': {
    state: message('landRecordKinds:Uttar Pradesh.state'),
    record: message('landRecordKinds:Uttar Pradesh.record'),
  },
  Maharashtra: {
    state: message('landRecordKinds:Maharashtra.state'),
    record: message('landRecordKinds:Maharashtra.record'),
  },
  'Madhya Pradesh': {
    state: message('landRecordKinds:Madhya Pradesh.state'),
    record: message('landRecordKinds:Madhya Pradesh.record'),
  },
  Rajasthan: {
    state: message('landRecordKinds:Rajasthan.state'),
    record: message('landRecordKinds:Rajasthan.record'),
  },
  Karnataka: {
    state: message('landRecordKinds:Karnataka.state'),
    record: message('landRecordKinds:Karnataka.record'),
  },
  Punjab: {
    state: message('landRecordKinds:Punjab.state'),
    record: message('landRecordKinds:Punjab.record'),
  },
  Gujarat: {
    state: message('landRecordKinds:Gujarat.state'),
    record: message('landRecordKinds:Gujarat.record'),
  },
  'Andhra Pradesh': {
    state: message('landRecordKinds:Andhra Pradesh.state'),
    record: message('landRecordKinds:Andhra Pradesh.record'),
  },
  Telangana: {
    state: message('landRecordKinds:Telangana.state'),
    record: message('landRecordKinds:Telangana.record'),
  },
} as const satisfies Record<string, StateLandRecord>;

export type LandRecordState = keyof typeof STATE_LAND_RECORDS;

/** The land step's hint: which record the farmer's state issues, to upload as the Khasra/Khatauni copy. */
export function landRecordHint({ state, record }: StateLandRecord): Message {
  return message('landRecordKinds:hint', { state, record });
}
