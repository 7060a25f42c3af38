import { formatInr } from './currency';

describe('formatInr', () => {
  it.each([
    [150000, '₹1,50,000'],
    [0, '₹0'],
    [1, '₹1'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [1234567, '₹12,34,567'],
    [10000000, '₹1,00,00,000'],
  ])('shows %p as %p', (value, expected) => {
    expect(formatInr(value)).toBe(expected);
  });

  it('rounds to whole rupees, halves away from zero', () => {
    expect(formatInr(1234.4)).toBe('₹1,234');
    expect(formatInr(1234.5)).toBe('₹1,235');
    expect(formatInr(99999.99)).toBe('₹1,00,000');
    expect(formatInr(0.5)).toBe('₹1');
    expect(formatInr(-2.5)).toBe('-₹3');
  });

  it('puts the minus sign before the rupee sign, and never shows -₹0', () => {
    expect(formatInr(-1234567)).toBe('-₹12,34,567');
    expect(formatInr(-0.4)).toBe('₹0');
    expect(formatInr(-0)).toBe('₹0');
  });

  it('accepts numeric strings as the API may send them', () => {
    expect(formatInr('250000')).toBe('₹2,50,000');
    expect(formatInr(' 75000.6 ')).toBe('₹75,001');
    expect(formatInr(250000n)).toBe('₹2,50,000');
  });

  it.each([
    ['empty string', ''],
    ['blank string', '  '],
    ['null', null],
    ['undefined', undefined],
    ['words', 'ten lakh'],
    ['grouped text', '1,50,000'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['boolean', true],
    ['object', {}],
  ])('shows N/A for %s', (_name, value) => {
    expect(formatInr(value)).toBe('N/A');
  });
});
