import { approximateAcres, areaInAcres, hectaresToAcres } from './area';

describe('area conversion', () => {
  it('converts hectares with the factor 2.47105', () => {
    expect(hectaresToAcres(1)).toBe(2.47105);
    expect(hectaresToAcres(0)).toBe(0);
    expect(hectaresToAcres(2.5)).toBeCloseTo(6.177625, 10);
  });

  it('gives acres as they are and converts hectares', () => {
    expect(areaInAcres(3, 'acre')).toBe(3);
    expect(areaInAcres('3.5', 'acre')).toBe(3.5);
    expect(areaInAcres(2, 'hectare')).toBeCloseTo(4.9421, 10);
    expect(areaInAcres('2', 'hectare')).toBeCloseTo(4.9421, 10);
  });

  it('treats a missing unit as acres', () => {
    expect(areaInAcres(4, undefined)).toBe(4);
    expect(areaInAcres(4, '')).toBe(4);
  });

  it.each(['', 'abc', null, undefined, -2, '-1'])('counts %p as 0', (area) => {
    expect(areaInAcres(area, 'hectare')).toBe(0);
  });

  it('shows an approximate acre figure with two decimals', () => {
    expect(approximateAcres(1, 'hectare')).toBe(2.47);
    expect(approximateAcres(0.5, 'hectare')).toBe(1.24);
    expect(approximateAcres('x', 'hectare')).toBe(0);
  });
});
