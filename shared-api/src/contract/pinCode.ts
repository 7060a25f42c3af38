import { toAsciiDigits } from '@kisan-credit/shared-api/contract/digits';
import { TEXT_FORMATS } from '@kisan-credit/shared-api/contract/formats';

/**
 * The farmer's PIN code and the branches serving it (docs/requirements.md#r10-pin-code). Without zod: the
 * farmer's wizard reads it on its first paint.
 */

const isPin = (value: string) => TEXT_FORMATS.pinCode.isValid(value);

/** The PIN code an address ends with (its last six-digit number, in any Indian script); undefined when none. */
export function pinFromAddress(address: string | null | undefined): string | undefined {
  const found = toAsciiDigits(address ?? '').match(/(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)/g);
  return found?.at(-1)?.replace(/\s/, '');
}

/**
 * The PIN code an application is routed by: its PIN Code field, or, for an application saved before the
 * form asked for it, the PIN its address ends with (docs/requirements.md#r10-pin-code).
 */
export function pinOfApplication(data: { pinCode?: unknown; address?: unknown }): string | undefined {
  const typed = typeof data.pinCode === 'string' ? TEXT_FORMATS.pinCode.normalize(data.pinCode) : '';
  if (isPin(typed)) return typed;
  return pinFromAddress(typeof data.address === 'string' ? data.address : undefined);
}

/** A branch a farmer may choose, as GET /api/branches/serving?pin= answers it: only what the farmer needs. */
export interface ServingBranch {
  ifsc: string;
  name: string;
}
