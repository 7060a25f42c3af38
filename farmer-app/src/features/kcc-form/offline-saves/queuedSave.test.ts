import type { KccApplication } from 'shared-api/contract/application';
import { blankGuarantor, defaultApplication } from 'shared-api/contract/application/defaults';
import { applicationForForm } from 'shared-api/contract/application/formLoad';
import {
  changedFields,
  planQueuedSend,
  queuedSaveKey,
  readQueuedSave,
  removeQueuedSave,
  writeQueuedSave,
} from './queuedSave';

const PHONE = '9876543210';

function savedApplication(version: number, fields: Record<string, unknown> = {}): KccApplication {
  return {
    ...defaultApplication(),
    applicantName: 'Ramesh',
    aadharNo: '234567890123',
    panNumber: 'ABCPK1234F',
    bankAccount: { accountNumber: '31234567890', ifscCode: 'SBIN0001234', bankName: 'State Bank of India' },
    ...fields,
    _id: 'a-1',
    status: 'formFill',
    version,
  } as unknown as KccApplication;
}

describe('queued save', () => {
  beforeEach(() => localStorage.clear());

  it('keeps only the version it was made on and when, per phone, never the form', () => {
    writeQueuedSave(localStorage, PHONE, { baseVersion: 4, queuedAt: 1_700_000_000_000 });
    expect(readQueuedSave(localStorage, PHONE)).toEqual({ baseVersion: 4, queuedAt: 1_700_000_000_000 });
    expect(JSON.parse(localStorage.getItem(queuedSaveKey(PHONE))!)).toEqual({
      baseVersion: 4,
      queuedAt: 1_700_000_000_000,
    });
    expect(readQueuedSave(localStorage, '9123456789')).toBeUndefined();
    removeQueuedSave(localStorage, PHONE);
    expect(readQueuedSave(localStorage, PHONE)).toBeUndefined();
  });

  it('made before any application was saved, has no version; what it cannot read is no queued save', () => {
    writeQueuedSave(localStorage, PHONE, { baseVersion: undefined, queuedAt: 1 });
    expect(readQueuedSave(localStorage, PHONE)).toEqual({ baseVersion: undefined, queuedAt: 1 });
    localStorage.setItem(queuedSaveKey('1'), '{not json');
    expect(readQueuedSave(localStorage, '1')).toBeUndefined();
    localStorage.setItem(queuedSaveKey('2'), JSON.stringify({ baseVersion: 2 }));
    expect(readQueuedSave(localStorage, '2')).toBeUndefined();
    expect(readQueuedSave(undefined, PHONE)).toBeUndefined();
  });
});

describe('sending a queued save', () => {
  // The farmer's form: the saved version 3 with the name changed offline.
  const mine = { ...applicationForForm(savedApplication(3)).form, applicantName: 'Ramesh Kumar' };

  it('goes out on the version it was made on when the application has not changed since', () => {
    const plan = planQueuedSend(
      { baseVersion: 3, queuedAt: 1 },
      { ...mine, aadharNo: '', panNumber: '', bankAccount: { ...mine.bankAccount, accountNumber: '' } },
      savedApplication(3),
    );
    expect(plan).toMatchObject({ kind: 'send', version: 3 });
    if (plan.kind !== 'send') throw new Error('not sent');
    expect(plan.form.applicantName).toBe('Ramesh Kumar');
    // The wizard opened with no network has no numbers on screen: the saved ones are sent, never blanks.
    expect(plan.form.aadharNo).toBe('234567890123');
    expect(plan.form.panNumber).toBe('ABCPK1234F');
    expect(plan.form.bankAccount.accountNumber).toBe('31234567890');
  });

  it('sends a number the farmer typed offline rather than the saved one', () => {
    const plan = planQueuedSend(
      { baseVersion: 3, queuedAt: 1 },
      { ...mine, aadharNo: '876543210987' },
      savedApplication(3),
    );
    expect(plan.kind === 'send' && plan.form.aadharNo).toBe('876543210987');
  });

  it('creates the first draft when there was none and still is none', () => {
    const first = { ...defaultApplication(), applicantName: 'Ramesh' };
    expect(planQueuedSend({ baseVersion: undefined, queuedAt: 1 }, first, undefined)).toEqual({
      kind: 'send',
      form: first,
      version: undefined,
    });
  });

  it('is not sent over a change made meanwhile from another device, and names what differs', () => {
    const changedElsewhere = savedApplication(4, { address: 'Village Rampur' });
    expect(planQueuedSend({ baseVersion: 3, queuedAt: 1 }, mine, changedElsewhere)).toEqual({
      kind: 'conflict',
      changedFields: ['applicantName', 'address'],
    });
    // A draft saved from another device while this phone had none.
    expect(planQueuedSend({ baseVersion: undefined, queuedAt: 1 }, mine, savedApplication(1))).toMatchObject({
      kind: 'conflict',
    });
  });

  it('is not sent again when the saved application already holds it (its answer was lost on the way)', () => {
    const sentBefore = savedApplication(4, { applicantName: 'Ramesh Kumar' });
    expect(planQueuedSend({ baseVersion: 3, queuedAt: 1 }, mine, sentBefore)).toEqual({
      kind: 'alreadySaved',
      version: 4,
    });
  });

  it('counts a sensitive number as changed only where the screen holds one', () => {
    const saved = { ...defaultApplication(), aadharNo: '234567890123', guarantorDetails: [blankGuarantor()] };
    expect(changedFields(saved, { ...saved, aadharNo: '' })).toEqual([]);
    expect(changedFields(saved, { ...saved, aadharNo: '876543210987' })).toEqual(['aadharNo']);
    expect(changedFields(saved, { ...saved, guarantorDetails: [{ ...blankGuarantor(), name: 'Mahesh' }] })).toEqual([
      'guarantorDetails',
    ]);
  });
});
