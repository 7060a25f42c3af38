import { useMemo, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { queueFromParams, writeQueueParams, type DashboardQueue } from '@kisan-credit/shared-api/client/dashboardQueue';
import { useDashboardPage } from '@kisan-credit/shared-api/client/useDashboardPage';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import { DASHBOARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { WORKFLOW_ACTION_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import {
  isLawyerCategoryId,
  LAWYER_CATEGORIES,
  normalizeStatus,
  type LawyerCategoryId,
} from '@kisan-credit/shared-api/contract/status';
import { nextWorkflowAction } from '@kisan-credit/shared-api/contract/workflow';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import type { DashboardCategory } from '@kisan-credit/shared-ui/components/DashboardLayout';
import { StaffDashboard } from '@kisan-credit/shared-ui/components/StaffDashboard';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { CompletedIcon, InboxIcon } from './categoryIcons';

const ICONS: Record<LawyerCategoryId, ReactElement> = { incoming: <InboxIcon />, completed: <CompletedIcon /> };

/**
 * The category, page, order, rows per page and filters live in the address (?category=completed&page=2&
 * sort=amount): a reload or Back keeps them.
 */
function useCategoryAndPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category: LawyerCategoryId = isLawyerCategoryId(requested) ? requested : LAWYER_CATEGORIES[0].id;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const queue = useMemo(() => queueFromParams(params), [params]);
  const show = (next: { category?: LawyerCategoryId; page?: number; queue?: DashboardQueue }) => {
    const nextCategory = next.category ?? category;
    const nextPage = next.page ?? 1;
    const search = new URLSearchParams();
    if (nextCategory !== LAWYER_CATEGORIES[0].id) search.set('category', nextCategory);
    if (nextPage > 1) search.set('page', String(nextPage));
    writeQueueParams(next.queue ?? queue, search);
    setParams(search);
  };
  return { category, page, queue, show };
}

/** A row's buttons: the lawyer's next step, named, while the case waits for it; else the land details. */
function LawyerRowActions({ application }: { application: ApplicationListItem }) {
  const navigate = useNavigate();
  const next = nextWorkflowAction('lawyer', normalizeStatus(application.status));
  return (
    <>
      <Button onClick={() => navigate(ROUTES.landDetails(application.userId))}>
        {text(next ? WORKFLOW_ACTION_LABELS[next] : DASHBOARD_MESSAGES.reviewLandDetails)}
      </Button>
      <Button variant="secondary" onClick={() => navigate(ROUTES.lawyerApplicationView(application.userId))}>
        {text(DASHBOARD_MESSAGES.viewAllData)}
      </Button>
    </>
  );
}

/**
 * /lawyer-dashboard (docs/requirements.md#r2-lawyer-dashboard): 'incoming' holds the applications waiting for legal review, 'completed'
 * those the legal review has passed on to the bank. Five a page, from the server's pages and counts.
 */
export function LawyerDashboardPage() {
  const language = useLanguage();
  const { category, page, queue, show } = useCategoryAndPage();
  const query = { group: category, page, queue };
  const dashboard = useDashboardPage(query, (lastPage) => show({ page: lastPage }));
  const { counts } = dashboard;

  const categories: DashboardCategory[] = LAWYER_CATEGORIES.map((item) => ({
    id: item.id,
    name: text(item.title),
    description: text(item.description),
    icon: ICONS[item.id],
    count: item.showsCount ? (counts?.[item.id] ?? undefined) : undefined,
  }));

  return (
    <StaffDashboard
      title={DASHBOARD_MESSAGES.lawyerDashboardTitle}
      categories={categories}
      onSelectCategory={(id) => show({ category: id as LawyerCategoryId, page: 1 })}
      dashboard={dashboard}
      query={query}
      onShow={show}
      language={language}
      actions={(application) => <LawyerRowActions application={application} />}
    />
  );
}
