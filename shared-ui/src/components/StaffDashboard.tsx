import type { ReactNode } from 'react';
import { queueQuery, type DashboardQueue } from '@kisan-credit/shared-api/client/dashboardQueue';
import type { DashboardPageQuery, useDashboardPage } from '@kisan-credit/shared-api/client/useDashboardPage';
import { translate, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { DASHBOARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { useListExport } from '../files/useListExport';
import { currentLanguage } from '../i18n/language';
import { ApplicationList, type ApplicationListProps } from './ApplicationList';
import { DashboardLayout, type DashboardCategory } from './DashboardLayout';
import { QueueControls } from './QueueControls';

export interface StaffDashboardProps extends Pick<ApplicationListProps, 'actions' | 'language'> {
  /** The dashboard's heading, e.g. 'Lawyer Dashboard'. */
  title: Message;
  categories: readonly DashboardCategory[];
  onSelectCategory: (id: string) => void;
  /** The page read with useDashboardPage. */
  dashboard: ReturnType<typeof useDashboardPage>;
  /** What the page was read with (`group` is the open category); the export takes the same. */
  query: DashboardPageQuery & { queue: DashboardQueue };
  /** Another page, or a new queue (order, rows per page, filters), which starts at page 1. */
  onShow: (next: { page: number; queue?: DashboardQueue }) => void;
  /** Above the list, e.g. the banker's pipeline and search. */
  children?: ReactNode;
}

/**
 * A lawyer's or banker's dashboard (docs/requirements.md#r10-queues): the categories with the server's
 * counts, and the open category's page of applications under its order, filters, rows per page and export.
 */
export function StaffDashboard({
  title,
  categories,
  onSelectCategory,
  dashboard,
  query: { group, page, q, queue },
  onShow,
  actions,
  language = currentLanguage(),
  children,
}: StaffDashboardProps) {
  const listExport = useListExport();
  const open = categories.find((category) => category.id === group)!;
  return (
    <DashboardLayout
      title={title}
      categories={categories}
      activeCategory={group}
      onSelectCategory={onSelectCategory}
      total={dashboard.counts?.all}
      language={language}
    >
      {children}
      <ApplicationList
        title={open.name}
        applications={dashboard.applications}
        total={dashboard.total}
        page={page}
        pageSize={dashboard.pageSize}
        onPageChange={(next) => onShow({ page: next })}
        loading={dashboard.loading}
        error={dashboard.failed ? translate(DASHBOARD_MESSAGES.failedToFetchApplications, language) : undefined}
        actions={actions}
        serviceLevelDays={dashboard.serviceLevelDays}
        language={language}
        controls={
          <QueueControls
            queue={queue}
            onChange={(next) => onShow({ queue: next, page: 1 })}
            onExport={(format) =>
              void listExport.download({ format, group, ...(q ? { q } : {}), ...queueQuery(queue) })
            }
            exporting={listExport.busy}
            exportFailed={listExport.failed}
            language={language}
          />
        }
      />
    </DashboardLayout>
  );
}
