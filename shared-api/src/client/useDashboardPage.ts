import { useEffect } from 'react';
import { useListApplicationsQuery } from '@kisan-credit/shared-api/client/api';
import { DEFAULT_QUEUE, queueQuery, type DashboardQueue } from '@kisan-credit/shared-api/client/dashboardQueue';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import type { ApplicationListQuery } from '@kisan-credit/shared-api/contract/applicationList';
import { pageCount } from '@kisan-credit/shared-api/contract/messages/dashboard';

export interface DashboardPageQuery {
  group: NonNullable<ApplicationListQuery['group']>;
  /** 1-based. */
  page: number;
  q?: string;
  /** Order, rows per page and filters; the spec's newest five when not given. */
  queue?: DashboardQueue;
}

/**
 * One dashboard page of a lawyer or banker category, in the queue's order and filters, with every category's
 * count. When the page asked for has emptied meanwhile (its applications moved on), `onPageGone` is told the
 * last page that still has some.
 */
export function useDashboardPage(
  { group, page, q, queue = DEFAULT_QUEUE }: DashboardPageQuery,
  onPageGone: (lastPage: number) => void,
) {
  const list = useListApplicationsQuery({
    group,
    page,
    pageSize: queue.pageSize,
    ...(q ? { q } : {}),
    ...queueQuery(queue),
  });
  const current = list.currentData;
  const total = current?.total ?? 0;
  const pages = pageCount(total, queue.pageSize);

  useEffect(() => {
    if (current && current.data.length === 0 && total > 0 && page > pages) onPageGone(pages);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onPageGone is the caller's navigation, new on every render; the page facts decide
  }, [current, total, page, pages]);

  const latest = current ?? list.data;
  return {
    counts: latest?.counts,
    amounts: latest?.amounts,
    applications: (current?.data ?? []) as readonly ApplicationListItem[],
    total,
    pageSize: queue.pageSize,
    /** The server's service-level target (unknown until the first page arrives, when there are no rows). */
    serviceLevelDays: latest?.serviceLevelDays,
    loading: list.isFetching && !current,
    failed: Boolean(list.error) && !list.isFetching,
  };
}
