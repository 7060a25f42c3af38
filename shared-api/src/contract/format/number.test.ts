import { formatIndianNumber, groupIndianDigits, parseNumeric } from './number';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [10000000, '1,00,00,000'],
    [123456789, '12,34,56,789'],
    [Number.MAX_SAFE_INTEGER, '9,00,71,99,25,47,40,991'],
  ])('groups %p as %p', (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected);
  });

  it('puts the sign before the grouped digits', () => {
    expect(formatIndianNumber(-1234567)).toBe('-12,34,567');
    expect(formatIndianNumber(-999)).toBe('-999');
    expect(formatIndianNumber(-1000.25)).toBe('-1,000.25');
  });

  it('keeps decimals as they are, grouping only the whole part', () => {
    expect(formatIndianNumber(1234.5)).toBe('1,234.5');
    expect(formatIndianNumber(1234567.891)).toBe('12,34,567.891');
    expect(formatIndianNumber(0.75)).toBe('0.75');
    expect(formatIndianNumber(-0.5)).toBe('-0.5');
  });

  it('writes very large and very small numbers without exponent notation', () => {
    expect(formatIndianNumber(1e21)).toBe('1,00,00,00,00,00,00,00,00,00,000');
    expect(formatIndianNumber(1.5e22)).toBe('15,00,00,00,00,00,00,00,00,00,000');
    expect(formatIndianNumber(1e-7)).toBe('0.0000001');
    expect(formatIndianNumber(-2.5e-8)).toBe('-0.000000025');
  });

  it('shows negative zero as 0', () => {
    expect(formatIndianNumber(-0)).toBe('0');
    expect(formatIndianNumber('-0.0')).toBe('0');
  });

  it('accepts numeric strings, with spaces, signs, decimals and exponents', () => {
    expect(formatIndianNumber('1234567')).toBe('12,34,567');
    expect(formatIndianNumber('  150000 ')).toBe('1,50,000');
    expect(formatIndianNumber('-98765.4')).toBe('-98,765.4');
    expect(formatIndianNumber('+2500')).toBe('2,500');
    expect(formatIndianNumber('.5')).toBe('0.5');
    expect(formatIndianNumber('5.')).toBe('5');
    expect(formatIndianNumber('1e5')).toBe('1,00,000');
    expect(formatIndianNumber('000123456')).toBe('1,23,456');
  });

  it('accepts bigints without losing digits', () => {
    expect(formatIndianNumber(12345678901234567890n)).toBe('1,23,45,67,89,01,23,45,67,890');
    expect(formatIndianNumber(-1234567n)).toBe('-12,34,567');
  });

  it.each([
    ['empty string', ''],
    ['blank string', '   '],
    ['null', null],
    ['undefined', undefined],
    ['words', 'abc'],
    ['number with trailing words', '12abc'],
    ['already grouped text', '12,34,567'],
    ['hex', '0x10'],
    ['binary', '0b11'],
    ['Infinity string', 'Infinity'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['true', true],
    ['false', false],
    ['object', { amount: 5 }],
    ['array', [5]],
    ['date', new Date(0)],
    ['overflowing string', '1e400'],
  ])('shows 0 for %s', (_name, value) => {
    expect(formatIndianNumber(value)).toBe('0');
  });
});

describe('groupIndianDigits', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndianDigits('1')).toBe('1');
    expect(groupIndianDigits('123')).toBe('123');
    expect(groupIndianDigits('1234')).toBe('1,234');
    expect(groupIndianDigits('123456')).toBe('1,23,456');
    expect(groupIndianDigits('1234567')).toBe('12,34,567');
  });
});

describe('parseNumeric', () => {
  it('reads numbers and decimal strings and refuses everything else', () => {
    expect(parseNumeric(42)).toBe(42);
    expect(parseNumeric(' -4.2 ')).toBe(-4.2);
    expect(parseNumeric(10n)).toBe(10);
    expect(parseNumeric('')).toBeNull();
    expect(parseNumeric('0x1A')).toBeNull();
    expect(parseNumeric(Number.NaN)).toBeNull();
    expect(parseNumeric(null)).toBeNull();
  });
});
