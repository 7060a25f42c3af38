import { ocrDistance } from './ocrDistance';

describe('ocrDistance', () => {
  it('is nothing between the same word in any case', () => {
    expect(ocrDistance('Hardoi', 'HARDOI')).toBe(0);
  });

  it('counts a look-alike letter as half a misread', () => {
    expect(ocrDistance('Sandita', 'Sandila')).toBe(0.5);
    expect(ocrDistance('Mardoi', 'Hardoi')).toBe(0.5);
    expect(ocrDistance('Karnal', 'Karhal')).toBe(0.5);
    expect(ocrDistance('Sand1la', 'Sandila')).toBe(0.5);
  });

  it('counts any other letter, or a lost round letter, as a whole one', () => {
    expect(ocrDistance('Hardod', 'Hardoi')).toBe(1);
    expect(ocrDistance('Chari Chaura', 'Chauri Chaura')).toBe(1);
  });

  it('counts a lost thin letter or two letters read as one as half', () => {
    expect(ocrDistance('Tehsl', 'Tehsil')).toBe(0.5);
    expect(ocrDistance('Sultanpur', 'Sultanpu')).toBe(0.5);
    expect(ocrDistance('Hamirpur', 'Harnirpur')).toBe(0.5);
  });

  it('stops counting past a limit', () => {
    expect(ocrDistance('Hardoi', 'Lucknow', 1.5)).toBe(Infinity);
    expect(ocrDistance('Hardod', 'Hardoi', 1)).toBe(1);
  });

  it('adds up misreads', () => {
    expect(ocrDistance('Tehst', 'Tehsil')).toBe(1);
    expect(ocrDistance('Shaul', 'Sidhauli')).toBeGreaterThan(1.5);
  });
});
