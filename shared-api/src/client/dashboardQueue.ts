import {
  applicationListFilterSchema,
  PAGE_SIZE_CHOICES,
  type ApplicationListFilterQuery,
  type ListSort,
  type SortOrder,
} from '@kisan-credit/shared-api/contract/applicationList';
import { DASHBOARD_PAGE_SIZE } from '@kisan-credit/shared-api/contract/limits';

/** The filters a dashboard's queue can hold besides its tab and search (docs/requirements.md#r10-queues). */
export const QUEUE_FILTERS = ['place', 'appliedFrom', 'appliedTo', 'amountMin', 'amountMax'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** How the officer has the queue: order, page size and filters, as the address keeps them (text). */
export interface DashboardQueue {
  sort: ListSort;
  order: SortOrder;
  pageSize: number;
  filters: Partial<Record<QueueFilter, string>>;
}

export const DEFAULT_QUEUE: DashboardQueue = {
  sort: 'appliedDate',
  order: 'desc',
  pageSize: DASHBOARD_PAGE_SIZE,
  filters: {},
};

/**
 * The queue an address asks for (?sort=amount&order=asc&rows=20&place=261001…). What the contract would
 * refuse (an unknown sort, an impossible day, a range the wrong way round) is left out, never sent.
 */
export function queueFromParams(params: URLSearchParams): DashboardQueue {
  const raw: Record<string, string> = {};
  for (const key of ['sort', 'order', ...QUEUE_FILTERS]) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  let parsed = applicationListFilterSchema.safeParse(raw);
  while (!parsed.success) {
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    for (const key of refused) delete raw[key];
    if (refused.size === 0) return DEFAULT_QUEUE;
    parsed = applicationListFilterSchema.safeParse(raw);
  }
  const rows = Number(params.get('rows'));
  const filters: DashboardQueue['filters'] = {};
  for (const key of QUEUE_FILTERS) if (raw[key] !== undefined) filters[key] = raw[key];
  return {
    sort: parsed.data.sort,
    order: parsed.data.order,
    pageSize: (PAGE_SIZE_CHOICES as readonly number[]).includes(rows) ? rows : DASHBOARD_PAGE_SIZE,
    filters,
  };
}

/** Writes the queue into the address, leaving out what is the default. */
export function writeQueueParams(queue: DashboardQueue, params: URLSearchParams): void {
  if (queue.sort !== DEFAULT_QUEUE.sort) params.set('sort', queue.sort);
  if (queue.order !== DEFAULT_QUEUE.order) params.set('order', queue.order);
  if (queue.pageSize !== DEFAULT_QUEUE.pageSize) params.set('rows', String(queue.pageSize));
  for (const key of QUEUE_FILTERS) {
    const value = queue.filters[key]?.trim();
    if (value) params.set(key, value);
  }
}

/** The list call's parameters for this queue (the same for its page and its export); defaults left out. */
export function queueQuery(queue: DashboardQueue): ApplicationListFilterQuery {
  const query: ApplicationListFilterQuery = {};
  if (queue.sort !== DEFAULT_QUEUE.sort) query.sort = queue.sort;
  if (queue.order !== DEFAULT_QUEUE.order) query.order = queue.order;
  for (const key of QUEUE_FILTERS) {
    const value = queue.filters[key]?.trim();
    if (value) (query as Record<string, string>)[key] = value;
  }
  return query;
}

export function hasFilters(queue: DashboardQueue): boolean {
  return QUEUE_FILTERS.some((key) => Boolean(queue.filters[key]?.trim()));
}
