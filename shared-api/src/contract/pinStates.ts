/**
 * The states and union territories an Indian PIN code can belong to, from its first two digits (the postal
 * circle), or three where a circle's sorting districts serve two states. Circles that serve several states
 * list them all: a PIN narrows the choice, it never decides between neighbours that share a circle.
 */
const STATES_BY_PIN_PREFIX: ReadonlyArray<[prefixes: string, states: readonly string[]]> = [
  ['11', ['Delhi']],
  ['12 13', ['Haryana']],
  ['14 15', ['Punjab']],
  ['16', ['Punjab', 'Haryana', 'Chandigarh']],
  ['17', ['Himachal Pradesh']],
  ['18 19', ['Jammu and Kashmir', 'Ladakh']],
  ['20 21 22 23 24 25 26 27 28', ['Uttar Pradesh']],
  ['244 246 247 248 249 262 263', ['Uttar Pradesh', 'Uttarakhand']],
  ['30 31 32 33 34', ['Rajasthan']],
  ['36 37 38', ['Gujarat']],
  ['39', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
  ['40', ['Maharashtra', 'Goa']],
  ['41 42 43 44', ['Maharashtra']],
  ['45 46 47 48', ['Madhya Pradesh']],
  ['49', ['Chhattisgarh']],
  ['50', ['Telangana']],
  ['51 52', ['Andhra Pradesh']],
  ['53', ['Andhra Pradesh', 'Puducherry']],
  ['56 57 58 59', ['Karnataka']],
  ['60', ['Tamil Nadu', 'Puducherry']],
  ['61 62 63 64', ['Tamil Nadu']],
  ['67', ['Kerala', 'Puducherry']],
  ['68', ['Kerala', 'Lakshadweep']],
  ['69', ['Kerala']],
  ['70 71 72', ['West Bengal']],
  ['73', ['West Bengal', 'Sikkim']],
  ['74', ['West Bengal', 'Andaman and Nicobar Islands']],
  ['75 76 77', ['Odisha']],
  ['78', ['Assam']],
  ['79', ['Arunachal Pradesh', 'Assam', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Tripura']],
  ['80 84 85', ['Bihar']],
  ['81 82', ['Jharkhand', 'Bihar']],
  ['83', ['Jharkhand']],
];

const STATES_BY_PREFIX = new Map(
  STATES_BY_PIN_PREFIX.flatMap(([prefixes, states]) => prefixes.split(' ').map((prefix) => [prefix, states] as const)),
);

/** The states a six-digit PIN code may be in; empty for a number no state's PIN starts with. */
export function statesForPin(pin: string): readonly string[] {
  if (!/^[1-8][0-9]{5}$/.test(pin)) return [];
  return STATES_BY_PREFIX.get(pin.slice(0, 3)) ?? STATES_BY_PREFIX.get(pin.slice(0, 2)) ?? [];
}
