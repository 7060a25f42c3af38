/**
 * The number a form value stands for: numbers as they are, numeric text (Indian digit grouping allowed,
 * "1,50,000"), and 0 for anything empty or invalid (docs/requirements.md#r5-kcc-form).
 */
export function toNumberOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.replace(/,/g, '').trim();
  if (text === '') return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Like toNumberOrZero, but blank gives undefined and invalid text gives NaN, for fields that may stay empty. */
export function toNumberOrBlank(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.replace(/,/g, '').trim();
  if (text === '') return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

/** Rounds half away from zero to a number of decimals, without binary surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.sign(value) * (Math.round(Number((Math.abs(value) * factor).toPrecision(15))) / factor);
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
