import { applicationKey } from './key';

describe('applicationKey', () => {
  it('is the name in lower case with hyphens, a hyphen, then the phone', () => {
    expect(applicationKey('Ramesh Kumar', '9876543210')).toBe('ramesh-kumar-9876543210');
    expect(applicationKey('SITA', '9876543210')).toBe('sita-9876543210');
  });

  it('trims the name and joins runs of spaces with one hyphen', () => {
    expect(applicationKey('  Ram   Lal  Yadav ', '9876543210')).toBe('ram-lal-yadav-9876543210');
  });

  it('keeps Hindi names as they are', () => {
    expect(applicationKey('राम लाल', '9876543210')).toBe('राम-लाल-9876543210');
  });

  it.each([
    ['', '9876543210'],
    ['   ', '9876543210'],
    [undefined, '9876543210'],
    ['Ramesh', ''],
    ['Ramesh', null],
  ])('is undefined without both a name and a phone (%p, %p)', (name, phone) => {
    expect(applicationKey(name, phone)).toBeUndefined();
  });
});
