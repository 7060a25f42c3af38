import { useEffect } from 'react';
import { useListApplicationsQuery } from 'shared-api/client/api';
import type { ApplicationListItem } from 'shared-api/contract/application';
import type { ApplicationListQuery } from 'shared-api/contract/applicationList';
import { DASHBOARD_PAGE_SIZE } from 'shared-api/contract/limits';
import { pageCount } from 'shared-api/contract/messages/dashboard';

export interface DashboardPageQuery {
  group: NonNullable<ApplicationListQuery['group']>;
  /** 1-based. */
  page: number;
  q?: string;
}

/**
 * One dashboard page (five applications) of a lawyer or banker category, with every category's count.
 * When the page asked for has emptied meanwhile (its applications moved on), `onPageGone` is told the
 * last page that still has some.
 */
export function useDashboardPage({ group, page, q }: DashboardPageQuery, onPageGone: (lastPage: number) => void) {
  const list = useListApplicationsQuery({ group, page, pageSize: DASHBOARD_PAGE_SIZE, ...(q ? { q } : {}) });
  const current = list.currentData;
  const total = current?.total ?? 0;
  const pages = pageCount(total, DASHBOARD_PAGE_SIZE);

  useEffect(() => {
    if (current && current.data.length === 0 && total > 0 && page > pages) onPageGone(pages);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onPageGone is the caller's navigation, new on every render
  }, [current, total, page, pages]);

  return {
    counts: (current ?? list.data)?.counts,
    amounts: (current ?? list.data)?.amounts,
    applications: (current?.data ?? []) as readonly ApplicationListItem[],
    total,
    pageSize: DASHBOARD_PAGE_SIZE,
    loading: list.isFetching && !current,
    failed: Boolean(list.error) && !list.isFetching,
  };
}
