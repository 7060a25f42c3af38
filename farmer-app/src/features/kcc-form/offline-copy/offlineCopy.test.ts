import { defaultApplication } from 'shared-api/contract/application/defaults';
import { differsFrom, offlineCopyKey, readOfflineCopy, removeOfflineCopy, writeOfflineCopy } from './offlineCopy';

describe('offline copy', () => {
  beforeEach(() => localStorage.clear());

  const copy = { form: { ...defaultApplication(), applicantName: 'Ramesh' }, guarantorsApply: true, step: 3, savedAt: 1_700_000_000_000 };

  it('is kept per phone and read back whole', () => {
    writeOfflineCopy(localStorage, '9876543210', copy);
    expect(localStorage.getItem(offlineCopyKey('9876543210'))).toContain('Ramesh');
    expect(readOfflineCopy(localStorage, '9876543210')).toEqual(copy);
    expect(readOfflineCopy(localStorage, '9123456789')).toBeUndefined();
  });

  it('is gone once removed', () => {
    writeOfflineCopy(localStorage, '9876543210', copy);
    removeOfflineCopy(localStorage, '9876543210');
    expect(readOfflineCopy(localStorage, '9876543210')).toBeUndefined();
  });

  it('ignores what it cannot read, and survives a storage that refuses', () => {
    localStorage.setItem(offlineCopyKey('1'), '{not json');
    expect(readOfflineCopy(localStorage, '1')).toBeUndefined();
    localStorage.setItem(offlineCopyKey('2'), JSON.stringify({ format: 99, form: {} }));
    expect(readOfflineCopy(localStorage, '2')).toBeUndefined();
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => writeOfflineCopy(full, '3', copy)).not.toThrow();
    expect(readOfflineCopy(undefined, '3')).toBeUndefined();
  });

  it('tells whether it holds changes the saved application does not', () => {
    expect(differsFrom(copy, copy.form, true)).toBe(false);
    expect(differsFrom(copy, copy.form, false)).toBe(true);
    expect(differsFrom(copy, defaultApplication(), true)).toBe(true);
  });
});
