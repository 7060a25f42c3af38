import { toAsciiDigits } from './digits';
import { STATE_LAND_RECORDS, type LandRecordState } from './messages/landRecordKinds';
import { pinOfApplication } from './pinCode';
import { statesForPin } from './pinStates';

/** How addresses write the states whose land records we know: English, Hindi and the usual short forms. */
const STATE_NAMES: Record<LandRecordState, RegExp> = {
  'Uttar Pradesh': /\buttar\s*pradesh\b|\bu\.?\s?p\.?(?=[\s,.)-]|$)|उत्तर\s*प्रदेश/i,
  Maharashtra: /\bmaharashtra\b|महाराष्ट्र/i,
  'Madhya Pradesh': /\bmadhya\s*pradesh\b|\bm\.?\s?p\.?(?=[\s,.)-]|$)|मध्य\s*प्रदेश/i,
  Rajasthan: /\brajasthan\b|राजस्थान/i,
  Karnataka: /\bkarnataka\b|कर्नाटक/i,
  Punjab: /\bpunjab\b|पंजाब/i,
  Gujarat: /\bgujarat\b|गुजरात/i,
  'Andhra Pradesh': /\bandhra\s*pradesh\b|\ba\.?\s?p\.?(?=[\s,.)-]|$)|आंध्र\s*प्रदेश/i,
  Telangana: /\btelangana\b|तेलंगाना/i,
};

const isKnownState = (state: string): state is LandRecordState => Object.hasOwn(STATE_LAND_RECORDS, state);

/**
 * The state of an address whose land record we can name: the state it writes out, else the one its PIN code
 * belongs to when the PIN names a single such state. Undefined when the address names none or several.
 */
export function landRecordStateOf(address: string): LandRecordState | undefined {
  const named = (Object.keys(STATE_NAMES) as LandRecordState[]).filter((state) => STATE_NAMES[state].test(address));
  if (named.length === 1) return named[0];
  if (named.length > 1) return undefined;
  const pins = toAsciiDigits(address).match(/(?<![0-9])[1-8][0-9]{2}\s?[0-9]{3}(?![0-9])/g) ?? [];
  return stateOfPins(pins.map((pin) => pin.replace(/\s/g, '')));
}

function stateOfPins(pins: readonly string[]): LandRecordState | undefined {
  const states = new Set(pins.flatMap((pin) => statesForPin(pin)));
  const [only] = states;
  return states.size === 1 && only !== undefined && isKnownState(only) ? only : undefined;
}

/**
 * The state of an application's farmer: the one their address names, else the one of its PIN Code field
 * (docs/requirements.md#r10-pin-code) when that PIN belongs to a single state whose record we know.
 */
export function landRecordStateOfApplication(data: {
  address?: unknown;
  pinCode?: unknown;
}): LandRecordState | undefined {
  const fromAddress = typeof data.address === 'string' ? landRecordStateOf(data.address) : undefined;
  const pin = pinOfApplication(data);
  return fromAddress ?? (pin === undefined ? undefined : stateOfPins([pin]));
}
