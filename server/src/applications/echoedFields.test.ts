import type { ApplicationRow } from '../db/schema';
import { changedServerFields } from './echoedFields';

const owner = { userId: 'user-1', phone: '9876543210' };
const current = {
  id: 'app-1',
  userId: 'user-1',
  status: 'farmerSubmitted',
  key: 'ramesh-kumar-9876543210',
  createdAt: new Date('2026-01-15T10:00:00.000Z'),
  bankDetails: null,
  data: { documents: { searchReport: '/api/file/s1' } },
} as unknown as ApplicationRow;

describe('server-held fields a farmer’s body carries', () => {
  it('accepts what the form loaded, sent back unchanged', () => {
    const echoed = {
      _id: 'app-1',
      userId: 'user-1',
      status: 'farmerSubmitted',
      phoneNumber: '9876543210',
      createdAt: '2026-01-15T10:00:00.000Z',
      key: 'ramesh-kumar-9876543210',
      bankDetails: {},
      version: 7,
      totalLiabilities: 999,
      documents: { aadharCopy: '/api/file/a', searchReport: '/api/file/s1' },
    };
    expect(changedServerFields(echoed, current, owner)).toEqual([]);
  });

  it('accepts the key the spec’s form works out from a new name', () => {
    expect(changedServerFields({ applicantName: 'Ram Lal', key: 'ram-lal-9876543210' }, current, owner)).toEqual([]);
  });

  it('names every field whose value differs', () => {
    const forged = {
      _id: 'app-2',
      userId: 'user-2',
      status: 'disbursed',
      phoneNumber: '9999999999',
      createdAt: '2020-01-01T00:00:00.000Z',
      key: 'someone-else',
      bankDetails: { loanAmountSanctioned: 1 },
      documents: { necCertificate: '/api/file/forged' },
    };
    expect(changedServerFields(forged, current, owner)).toEqual([
      '_id',
      'userId',
      'status',
      'phoneNumber',
      'createdAt',
      'key',
      'bankDetails',
      'documents.necCertificate',
    ]);
  });

  it('refuses a status on a first save, when the server holds none', () => {
    expect(changedServerFields({ status: 'formFill', userId: 'user-1' }, undefined, owner)).toEqual(['status']);
  });
});
