import { DISTRICTS_BY_STATE } from './districtsByState';
import { UTTAR_PRADESH_TEHSILS_BY_DISTRICT } from './uttarPradeshTehsils';

const TEHSILS_BY_STATE: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'Uttar Pradesh': UTTAR_PRADESH_TEHSILS_BY_DISTRICT,
};

const ALL_STATES = Object.keys(DISTRICTS_BY_STATE);

/** The given states, or every state when none is known. */
function statesOrAll(states: readonly string[]): readonly string[] {
  return states.length > 0 ? states : ALL_STATES;
}

export function stateNames(): readonly string[] {
  return ALL_STATES;
}

/** The districts of the given states (of all India when none is given). */
export function districtsOf(states: readonly string[]): string[] {
  return statesOrAll(states).flatMap((state) => DISTRICTS_BY_STATE[state] ?? []);
}

/** The tehsils of one district of the given states; undefined when the gazetteer does not list them. */
export function tehsilsOfDistrict(district: string, states: readonly string[]): readonly string[] | undefined {
  for (const state of statesOrAll(states)) {
    const tehsils = TEHSILS_BY_STATE[state]?.[district];
    if (tehsils) return tehsils;
  }
  return undefined;
}

/** Every listed tehsil of the given states (of all India when none is given). */
export function tehsilsOf(states: readonly string[]): string[] {
  return statesOrAll(states).flatMap((state) => Object.values(TEHSILS_BY_STATE[state] ?? {}).flat());
}
