import { maskAadhar, maskAllButLast } from './mask';

describe('masking', () => {
  it('shows only the last four characters of an Aadhar number, in groups of four', () => {
    expect(maskAadhar('234567890123')).toBe('XXXX XXXX 0123');
    expect(maskAadhar('2345 6789 0123')).toBe('XXXX XXXX 0123');
  });

  it('masks PAN and account numbers the same way', () => {
    expect(maskAllButLast('ABCPK1234F')).toBe('XXXXXX234F');
    expect(maskAllButLast('31234567890')).toBe('XXXXXXX7890');
  });

  it('leaves short or empty values as they are', () => {
    expect(maskAllButLast('123')).toBe('123');
    expect(maskAadhar('')).toBe('');
    expect(maskAadhar(undefined)).toBe('');
  });
});
