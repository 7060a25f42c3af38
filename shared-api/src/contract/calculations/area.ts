import { HECTARE_TO_ACRE } from '@kisan-credit/shared-api/contract/limits';
import { roundTo, toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';

export function hectaresToAcres(hectares: number): number {
  return hectares * HECTARE_TO_ACRE;
}

/** An area in acres; hectares are converted; an invalid, empty or negative area counts as 0 (docs/requirements.md#r5-area-conversion). */
export function areaInAcres(area: unknown, unit: string | null | undefined): number {
  const value = toNumberOrZero(area);
  if (value <= 0) return 0;
  return unit === 'hectare' ? hectaresToAcres(value) : value;
}

/** The approximate acre figure the editors show beside a hectare input: two decimals. */
export function approximateAcres(area: unknown, unit: string | null | undefined): number {
  return roundTo(areaInAcres(area, unit), 2);
}
