// docs/requirements.md#r5-number-display: Indian digit grouping (last three digits, then groups of two), negatives and
// decimals kept; empty or non-numeric shows 0. Written by hand rather than with Intl so the output is the
// same in every browser and ICU version (and never rounds away decimals).

const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a number from a value that may come from a form or the API: finite numbers, bigints and decimal
 * strings (surrounding spaces allowed). Anything else (empty, null, booleans, hex, 'abc', NaN, Infinity)
 * gives null.
 */
export function parseNumeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL_NUMBER.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Groups the digits of a whole number the Indian way: 1234567 → 12,34,567. */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest},${lastThree}`;
}

/** The shortest decimal text of a non-negative number, without exponent notation (1e21 → 1 and 21 zeros). */
function plainDecimal(magnitude: number): string {
  const text = String(magnitude);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const pointAt = whole.length + Number(exponentText);
  if (pointAt <= 0) return `0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return digits + '0'.repeat(pointAt - digits.length);
  return `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

function formatFinite(value: number): string {
  if (value === 0) return '0'; // also -0
  const [whole = '0', fraction] = plainDecimal(Math.abs(value)).split('.');
  const grouped = groupIndianDigits(whole);
  const sign = value < 0 ? '-' : '';
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** 1234567 → '12,34,567'; -1234567 → '-12,34,567'; 1234.5 → '1,234.5'; '', null, 'abc' → '0'. */
export function formatIndianNumber(value: unknown): string {
  if (typeof value === 'bigint') {
    const sign = value < 0n ? '-' : '';
    return sign + groupIndianDigits((value < 0n ? -value : value).toString());
  }
  const parsed = parseNumeric(value);
  return parsed === null ? '0' : formatFinite(parsed);
}
