import { withMissingNumberLines } from './missingNumberLines';

describe('withMissingNumberLines', () => {
  it('appends a line of the other read whose long number the text lacks', () => {
    const text = 'Account No, /ae\nCIF No. 78189016219';
    const other = 'Account No. / ata : 3699698910828597\nCIF No. 78189016219\nName / Shiv Kumar';
    expect(withMissingNumberLines(text, other)).toBe(`${text}\nAccount No. / ata : 3699698910828597`);
  });

  it('counts a number the text holds split by spaces as known', () => {
    const text = 'Aadhaar 2345 6789 0123';
    expect(withMissingNumberLines(text, 'Aadhaar 234567890123')).toBe(text);
  });

  it('ignores lines with no long number', () => {
    const text = 'Name: Geeta Den';
    expect(withMissingNumberLines(text, 'Name: Geeta Devi\nDate 14/05/2022\nCode 8297')).toBe(text);
  });
});
