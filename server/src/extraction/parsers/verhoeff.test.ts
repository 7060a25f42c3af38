import { passesVerhoeff, verhoeffCheckDigit } from './verhoeff';

describe('Verhoeff check', () => {
  it('gives the published check digit of 236 and accepts the completed number', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(passesVerhoeff('2363')).toBe(true);
  });

  it('catches a changed digit and two swapped neighbours', () => {
    expect(passesVerhoeff('234567890124')).toBe(true);
    expect(passesVerhoeff('234567890125')).toBe(false);
    expect(passesVerhoeff('243567890124')).toBe(false);
  });

  it('refuses what is not digits', () => {
    expect(passesVerhoeff('23456789O124')).toBe(false);
    expect(passesVerhoeff('')).toBe(false);
  });
});
