import { aadhaarNumbers } from './aadhaarNumber';

describe('aadhaarNumbers', () => {
  it('reads a 4-4-4 number that passes the check', () => {
    expect(aadhaarNumbers(['2345 6789 0124'])).toEqual([{ value: '234567890124', confidence: 0.95 }]);
  });

  it('reads numbers with odd spacing, hyphens or stray punctuation', () => {
    expect(aadhaarNumbers(['Aadhaar No.: 4987-1203-4564.']).map((found) => found.value)).toEqual(['498712034564']);
    expect(aadhaarNumbers(['98765432 1096']).map((found) => found.value)).toEqual(['987654321096']);
  });

  it('reads misread letters back as digits, trusting the number less', () => {
    const [found] = aadhaarNumbers(['5l23 456O 9878']);
    expect(found?.value).toBe('512345609878');
    expect(found?.confidence).toBeCloseTo(0.75);
  });

  it('refuses numbers failing the check or starting with 0 or 1', () => {
    expect(aadhaarNumbers(['2345 6789 0125'])).toEqual([]);
    expect(aadhaarNumbers(['1234 5678 9012', '0123 4567 8901'])).toEqual([]);
  });

  it('skips the 16-digit VID, labelled or not', () => {
    expect(aadhaarNumbers(['VID : 9123 4567 8901 2345'])).toEqual([]);
    expect(aadhaarNumbers(['2345 6789 0124 5678'])).toEqual([]);
  });

  it('does not take a word of look-alike letters for digits', () => {
    expect(aadhaarNumbers(['BOSS GOOD IDOL'])).toEqual([]);
  });
});
