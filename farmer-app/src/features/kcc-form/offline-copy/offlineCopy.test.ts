import { blankGuarantor, defaultApplication } from '@kisan-credit/shared-api/contract/application/defaults';
import { differsFrom, offlineCopyKey, readOfflineCopy, removeOfflineCopy, writeOfflineCopy } from './offlineCopy';
import { withoutSensitiveNumbers, withSensitiveNumbersFrom } from './sensitiveNumbers';

const AADHAR = '234567890123';
const PAN = 'ABCPK1234F';
const ACCOUNT = '31234567890';
const GUARANTOR_AADHAR = '876543210987';

function filledForm() {
  return {
    ...defaultApplication(),
    applicantName: 'Ramesh',
    aadharNo: AADHAR,
    panNumber: PAN,
    bankAccount: { accountNumber: ACCOUNT, ifscCode: 'SBIN0001234', bankName: 'State Bank of India' },
    guarantorDetails: [{ ...blankGuarantor(), name: 'Mahesh', aadhar: GUARANTOR_AADHAR }],
  };
}

describe('offline copy', () => {
  beforeEach(() => localStorage.clear());

  const copy = { form: filledForm(), guarantorsApply: true, step: 3, savedAt: 1_700_000_000_000, unsaved: true };

  it('is kept per phone and read back, all but the sensitive numbers', () => {
    writeOfflineCopy(localStorage, '9876543210', copy);
    expect(localStorage.getItem(offlineCopyKey('9876543210'))).toContain('Ramesh');
    expect(readOfflineCopy(localStorage, '9876543210')).toEqual({ ...copy, form: withoutSensitiveNumbers(copy.form) });
    expect(readOfflineCopy(localStorage, '9123456789')).toBeUndefined();
  });

  it('never writes the Aadhar, PAN, account or guarantor Aadhar numbers to the phone', () => {
    writeOfflineCopy(localStorage, '9876543210', copy);
    const stored = localStorage.getItem(offlineCopyKey('9876543210'))!;
    for (const number of [AADHAR, PAN, ACCOUNT, GUARANTOR_AADHAR]) expect(stored).not.toContain(number);
    // Everything around them is kept.
    expect(stored).toContain('SBIN0001234');
    expect(stored).toContain('Mahesh');
    const kept = readOfflineCopy(localStorage, '9876543210')!.form;
    expect(kept).not.toHaveProperty('aadharNo');
    expect(kept).not.toHaveProperty('panNumber');
    expect(kept.bankAccount).toEqual({ ifscCode: 'SBIN0001234', bankName: 'State Bank of India' });
    expect(kept.guarantorDetails[0]).not.toHaveProperty('aadhar');
  });

  it('restored, takes the sensitive numbers from the screen (blank for a guarantor the screen lacks)', () => {
    const kept = withoutSensitiveNumbers({ ...filledForm(), guarantorDetails: [blankGuarantor(), blankGuarantor()] });
    const onScreen = {
      ...defaultApplication(),
      aadharNo: '111122223333',
      guarantorDetails: [{ ...blankGuarantor(), aadhar: GUARANTOR_AADHAR }],
    };

    const restored = withSensitiveNumbersFrom(kept, onScreen);

    expect(restored).toMatchObject({ applicantName: 'Ramesh', aadharNo: '111122223333', panNumber: '' });
    expect(restored.bankAccount).toEqual({
      accountNumber: '',
      ifscCode: 'SBIN0001234',
      bankName: 'State Bank of India',
    });
    expect(restored.guarantorDetails.map((guarantor) => guarantor.aadhar)).toEqual([GUARANTOR_AADHAR, '']);
  });

  it('remembers the version of the saved application it was made on', () => {
    writeOfflineCopy(localStorage, '9876543210', { ...copy, version: 7 });
    expect(readOfflineCopy(localStorage, '9876543210')?.version).toBe(7);
  });

  it('is gone once removed', () => {
    writeOfflineCopy(localStorage, '9876543210', copy);
    removeOfflineCopy(localStorage, '9876543210');
    expect(readOfflineCopy(localStorage, '9876543210')).toBeUndefined();
  });

  it('ignores what it cannot read, a copy of the older format that held the numbers, and a storage that refuses', () => {
    localStorage.setItem(offlineCopyKey('1'), '{not json');
    expect(readOfflineCopy(localStorage, '1')).toBeUndefined();
    localStorage.setItem(offlineCopyKey('2'), JSON.stringify({ format: 99, form: {} }));
    expect(readOfflineCopy(localStorage, '2')).toBeUndefined();
    localStorage.setItem(offlineCopyKey('4'), JSON.stringify({ format: 1, form: filledForm(), step: 2, savedAt: 1 }));
    expect(readOfflineCopy(localStorage, '4')).toBeUndefined();
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => writeOfflineCopy(full, '3', copy)).not.toThrow();
    expect(readOfflineCopy(undefined, '3')).toBeUndefined();
  });

  it('tells whether it holds changes the saved application does not; the numbers it lacks do not count', () => {
    writeOfflineCopy(localStorage, '9876543210', copy);
    const kept = readOfflineCopy(localStorage, '9876543210')!;
    expect(differsFrom(kept, copy.form, true)).toBe(false);
    expect(differsFrom(kept, { ...copy.form, panNumber: 'ZZZPK9999Z' }, true)).toBe(false);
    expect(differsFrom(kept, copy.form, false)).toBe(true);
    expect(differsFrom(kept, defaultApplication(), true)).toBe(true);
  });
});
