import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { blankGuarantor, defaultApplication } from '@kisan-credit/shared-api/contract/application/defaults';
import { applicationForForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import {
  changedFields,
  isSubmission,
  planQueuedSend,
  queuedOnTop,
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

/** As savedApplication, with the application submitted. */
function submittedApplication(version: number, fields: Record<string, unknown> = {}): KccApplication {
  return { ...savedApplication(version, fields), status: 'farmerSubmitted' };
}

describe('queued save', () => {
  beforeEach(() => localStorage.clear());

  it('keeps only the version it was made on and when, per phone, never the form', () => {
    writeQueuedSave(localStorage, PHONE, { kind: 'draft', baseVersion: 4, queuedAt: 1_700_000_000_000 });
    expect(readQueuedSave(localStorage, PHONE)).toEqual({ kind: 'draft', baseVersion: 4, queuedAt: 1_700_000_000_000 });
    expect(JSON.parse(localStorage.getItem(queuedSaveKey(PHONE))!)).toEqual({
      kind: 'draft',
      baseVersion: 4,
      queuedAt: 1_700_000_000_000,
    });
    expect(readQueuedSave(localStorage, '9123456789')).toBeUndefined();
    removeQueuedSave(localStorage, PHONE);
    expect(readQueuedSave(localStorage, PHONE)).toBeUndefined();
  });

  it('made before any application was saved, has no version; what it cannot read is no queued save', () => {
    writeQueuedSave(localStorage, PHONE, { kind: 'draft', baseVersion: undefined, queuedAt: 1 });
    expect(readQueuedSave(localStorage, PHONE)).toEqual({ kind: 'draft', baseVersion: undefined, queuedAt: 1 });
    localStorage.setItem(queuedSaveKey('1'), '{not json');
    expect(readQueuedSave(localStorage, '1')).toBeUndefined();
    localStorage.setItem(queuedSaveKey('2'), JSON.stringify({ kind: 'draft', baseVersion: 2 }));
    expect(readQueuedSave(localStorage, '2')).toBeUndefined();
    expect(readQueuedSave(undefined, PHONE)).toBeUndefined();
    // Kept before submissions were queued too: a draft save.
    localStorage.setItem(queuedSaveKey('3'), JSON.stringify({ baseVersion: 2, queuedAt: 5 }));
    expect(readQueuedSave(localStorage, '3')).toEqual({ kind: 'draft', baseVersion: 2, queuedAt: 5 });
  });

  it('keeps a submission as a submission: a draft save on top of it keeps it, and its version', () => {
    const draft = { kind: 'draft', baseVersion: 3, queuedAt: 1 } as const;
    const submit = { kind: 'submit', baseVersion: 5, queuedAt: 2 } as const;
    expect(queuedOnTop(undefined, submit)).toEqual(submit);
    expect(queuedOnTop(draft, submit)).toEqual({ kind: 'submit', baseVersion: 3, queuedAt: 2 });
    expect(queuedOnTop({ ...submit, baseVersion: 3 }, { ...draft, queuedAt: 9 })).toEqual({
      kind: 'submit',
      baseVersion: 3,
      queuedAt: 9,
    });
    expect(isSubmission(draft)).toBe(false);
    expect(isSubmission(submit)).toBe(true);
    expect(isSubmission({ ...submit, kind: 'update' })).toBe(true);
    expect(isSubmission(undefined)).toBe(false);
  });
});

describe('sending a queued save', () => {
  // The farmer's form: the saved version 3 with the name changed offline.
  const mine = { ...applicationForForm(savedApplication(3)).form, applicantName: 'Ramesh Kumar' };

  it('goes out on the version it was made on when the application has not changed since', () => {
    const plan = planQueuedSend(
      { kind: 'draft', baseVersion: 3, queuedAt: 1 },
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
      { kind: 'draft', baseVersion: 3, queuedAt: 1 },
      { ...mine, aadharNo: '876543210987' },
      savedApplication(3),
    );
    expect(plan.kind === 'send' && plan.form.aadharNo).toBe('876543210987');
  });

  it('creates the first draft when there was none and still is none', () => {
    const first = { ...defaultApplication(), applicantName: 'Ramesh' };
    expect(planQueuedSend({ kind: 'draft', baseVersion: undefined, queuedAt: 1 }, first, undefined)).toEqual({
      kind: 'send',
      form: first,
      version: undefined,
    });
  });

  it('is not sent over a change made meanwhile from another device, and names what differs', () => {
    const changedElsewhere = savedApplication(4, { address: 'Village Rampur' });
    expect(planQueuedSend({ kind: 'draft', baseVersion: 3, queuedAt: 1 }, mine, changedElsewhere)).toEqual({
      kind: 'conflict',
      changedFields: ['applicantName', 'address'],
    });
    // A draft saved from another device while this phone had none.
    expect(
      planQueuedSend({ kind: 'draft', baseVersion: undefined, queuedAt: 1 }, mine, savedApplication(1)),
    ).toMatchObject({
      kind: 'conflict',
    });
  });

  it('is not sent again when the saved application already holds it (its answer was lost on the way)', () => {
    const sentBefore = savedApplication(4, { applicantName: 'Ramesh Kumar' });
    expect(planQueuedSend({ kind: 'draft', baseVersion: 3, queuedAt: 1 }, mine, sentBefore)).toEqual({
      kind: 'alreadySaved',
      version: 4,
    });
  });

  it('submits what was pressed offline on the version it was made on, numbers the screen lacks as saved', () => {
    const plan = planQueuedSend(
      { kind: 'submit', baseVersion: 3, queuedAt: 1 },
      { ...mine, aadharNo: '' },
      savedApplication(3),
    );
    expect(plan).toMatchObject({ kind: 'send', version: 3, form: { aadharNo: '234567890123' } });
    const update = planQueuedSend({ kind: 'update', baseVersion: 3, queuedAt: 1 }, mine, submittedApplication(3));
    expect(update).toMatchObject({ kind: 'send', version: 3 });
  });

  it('does not submit again what the server already has submitted (its answer was lost on the way)', () => {
    const submitted = submittedApplication(4, { applicantName: 'Ramesh Kumar' });
    expect(planQueuedSend({ kind: 'submit', baseVersion: 3, queuedAt: 1 }, mine, submitted)).toEqual({
      kind: 'alreadySaved',
      version: 4,
    });
    // Never saved before: the first POST reached the server.
    expect(planQueuedSend({ kind: 'submit', baseVersion: undefined, queuedAt: 1 }, mine, submitted)).toEqual({
      kind: 'alreadySaved',
      version: 4,
    });
    expect(planQueuedSend({ kind: 'update', baseVersion: 3, queuedAt: 1 }, mine, submitted)).toEqual({
      kind: 'alreadySaved',
      version: 4,
    });
  });

  it('submits a draft that holds exactly this form but is not submitted yet, on its version', () => {
    const draftSavedMeanwhile = savedApplication(4, { applicantName: 'Ramesh Kumar' });
    expect(planQueuedSend({ kind: 'submit', baseVersion: 3, queuedAt: 1 }, mine, draftSavedMeanwhile)).toMatchObject({
      kind: 'send',
      version: 4,
    });
  });

  it('does not submit or update over a change made meanwhile from another device', () => {
    const changedElsewhere = submittedApplication(4, { address: 'Village Rampur' });
    for (const kind of ['submit', 'update'] as const) {
      expect(planQueuedSend({ kind, baseVersion: 3, queuedAt: 1 }, mine, changedElsewhere)).toEqual({
        kind: 'conflict',
        changedFields: ['applicantName', 'address'],
      });
    }
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
