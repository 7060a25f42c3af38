import type { ApplicationListFilterParams } from '@kisan-credit/shared-api/contract/applicationList';
import { startOfDayInIndia } from '@kisan-credit/shared-api/contract/format/date';
import type { ListFilter } from './applicationRepository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The filters of a list query as the repository takes them: the applied days (inclusive, India's calendar)
 * as the instants they begin and end, the village or PIN and the amount range as given.
 */
export function rangeFilters(params: ApplicationListFilterParams): Omit<ListFilter, 'groups' | 'search'> {
  return {
    ...(params.place ? { place: params.place } : {}),
    ...(params.appliedFrom ? { appliedFrom: startOfDayInIndia(params.appliedFrom) } : {}),
    ...(params.appliedTo ? { appliedBefore: new Date(startOfDayInIndia(params.appliedTo).getTime() + DAY_MS) } : {}),
    ...(params.amountMin !== undefined ? { amountMin: params.amountMin } : {}),
    ...(params.amountMax !== undefined ? { amountMax: params.amountMax } : {}),
  };
}
