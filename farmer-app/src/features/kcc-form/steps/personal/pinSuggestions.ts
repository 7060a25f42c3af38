import { pinFromAddress } from '@kisan-credit/shared-api/contract/pinCode';
import type { Suggestion } from '@kisan-credit/shared-api/contract/suggestions';

/** The PIN codes the farmer's address suggestions end with, offered under the PIN Code field (one chip each). */
export function pinSuggestions(addresses: readonly Suggestion[]): Suggestion[] {
  const offered = new Map<string, Suggestion>();
  for (const address of addresses) {
    const pin = pinFromAddress(address.value);
    if (pin && !offered.has(pin)) offered.set(pin, { ...address, value: pin });
  }
  return [...offered.values()];
}
