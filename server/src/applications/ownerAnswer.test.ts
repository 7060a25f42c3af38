import { createHash, randomBytes } from 'node:crypto';
import { createFieldCipher } from '../crypto/fieldCipher';
import { applicationAnswer, type OpenApplication } from './applicationView';
import { OWNER_ANSWER_FORMAT, openOwnerAnswer, sealOwnerAnswer } from './ownerAnswer';

const application: OpenApplication = {
  id: '6f1d7f4e-2d0c-4d7e-9a53-0c6f3a1b2c3d',
  userId: '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
  phoneNumber: '9876543210',
  status: 'farmerSubmitted',
  statusGroup: 'awaitingLawyerAssignment',
  applicantName: 'Ramesh Kumar',
  branchId: null,
  assignedLawyerId: null,
  address: 'Village Rampur, Sitapur',
  loanAmount: 150000,
  business: 'Farming',
  key: 'RAM3210',
  version: 3,
  data: {
    applicantName: 'Ramesh Kumar',
    aadharNo: '234567890123',
    loanAmount: 150000,
    liabilities: [{ lender: 'SBI', outstanding: 20000 }],
    assets: { movable: { tractor: { units: 1, valuePerUnit: 450000 } } },
  },
  bankDetails: null,
  workflow: { submitted: { at: '2026-01-05T10:00:00.000Z', by: 'farmer' } } as never,
  createdAt: new Date('2026-01-05T09:00:00.000Z'),
  updatedAt: new Date('2026-01-05T10:00:00.000Z'),
  statusSince: new Date('2026-01-05T10:00:00.000Z'),
};

/**
 * The shape of the owner's answer for each OWNER_ANSWER_FORMAT: a kept answer is trusted only while
 * applicationAnswer still gives the owner exactly this.
 */
const ANSWER_FINGERPRINTS: Record<number, string> = {
  1: '9f953e6f6b174f0289f90bc66689270903e61f2efd9cba750439d741174690f4',
};

describe('the owner’s kept answer', () => {
  const cipher = createFieldCipher({ version: 1, key: randomBytes(32) });

  it('opens to the answer body the owner would be given, under the application’s version', () => {
    const kept = sealOwnerAnswer(application, cipher);
    expect(kept).not.toContain('234567890123');
    const opened = openOwnerAnswer({ version: 3, ownerAnswer: kept }, application.userId, cipher)!;
    expect(opened.version).toBe(3);
    expect(JSON.parse(opened.body.toString('utf8'))).toEqual({ data: applicationAnswer(application, 'user') });
  });

  it('is passed over when none is kept or it has another format', () => {
    const kept = sealOwnerAnswer(application, cipher);
    const prefetched = { version: 3 };
    expect(openOwnerAnswer({ ...prefetched, ownerAnswer: null }, application.userId, cipher)).toBeUndefined();
    const older = kept.replace(/^\d+\|/, `${OWNER_ANSWER_FORMAT - 1}|`);
    expect(openOwnerAnswer({ ...prefetched, ownerAnswer: older }, application.userId, cipher)).toBeUndefined();
  });

  it('does not open for another owner', () => {
    const kept = sealOwnerAnswer(application, cipher);
    expect(() => openOwnerAnswer({ version: 3, ownerAnswer: kept }, 'someone-else', cipher)).toThrow();
  });

  it('keeps its format while the owner’s answer keeps its shape', () => {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(applicationAnswer(application, 'user')))
      .digest('hex');
    // Failing? What the owner reads has changed, so answers kept before must not be served: bump
    // OWNER_ANSWER_FORMAT in ownerAnswer.ts and record this fingerprint under the new format.
    expect({ format: OWNER_ANSWER_FORMAT, fingerprint }).toEqual({
      format: OWNER_ANSWER_FORMAT,
      fingerprint: ANSWER_FINGERPRINTS[OWNER_ANSWER_FORMAT],
    });
  });
});
