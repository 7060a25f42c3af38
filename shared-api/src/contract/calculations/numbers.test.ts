import { roundTo, sum, toNumberOrBlank, toNumberOrZero } from './numbers';

describe('toNumberOrZero', () => {
  it.each([
    [12, 12],
    [-3.5, -3.5],
    ['42', 42],
    [' 7.25 ', 7.25],
    ['1,50,000', 150000],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [true, 0],
    [{}, 0],
  ])('%p → %p', (input, expected) => {
    expect(toNumberOrZero(input)).toBe(expected);
  });
});

describe('toNumberOrBlank', () => {
  it('keeps blank apart from invalid', () => {
    expect(toNumberOrBlank('')).toBeUndefined();
    expect(toNumberOrBlank(null)).toBeUndefined();
    expect(toNumberOrBlank(undefined)).toBeUndefined();
    expect(toNumberOrBlank('abc')).toBeNaN();
    expect(toNumberOrBlank(false)).toBeNaN();
    expect(toNumberOrBlank('2,000')).toBe(2000);
    expect(toNumberOrBlank(0)).toBe(0);
  });
});

describe('roundTo and sum', () => {
  it('rounds half away from zero without binary surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(roundTo(33.3333, 1)).toBe(33.3);
    expect(roundTo(0, 2)).toBe(0);
  });

  it('adds a list, 0 for none', () => {
    expect(sum([1, 2, 3.5])).toBe(6.5);
    expect(sum([])).toBe(0);
  });
});
