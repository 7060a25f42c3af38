import type { ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDashboardPage } from 'shared-api/client/useDashboardPage';
import { DASHBOARD_MESSAGES } from 'shared-api/contract/messages/dashboard';
import { ROUTES } from 'shared-api/contract/roles';
import { isLawyerCategoryId, LAWYER_CATEGORIES, type LawyerCategoryId } from 'shared-api/contract/status';
import { DashboardApplicationList } from 'shared-ui/components/ApplicationList';
import { Button } from 'shared-ui/components/Button';
import { DashboardLayout, type DashboardCategory } from 'shared-ui/components/DashboardLayout';
import { useLanguage } from 'shared-ui/i18n/useLanguage';
import { text } from 'shared-ui/i18n/text';
import { CompletedIcon, InboxIcon } from './categoryIcons';

const ICONS: Record<LawyerCategoryId, ReactElement> = { incoming: <InboxIcon />, completed: <CompletedIcon /> };

/** The category and page live in the address (?category=completed&page=2): a reload or Back keeps them. */
function useCategoryAndPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category: LawyerCategoryId = isLawyerCategoryId(requested) ? requested : LAWYER_CATEGORIES[0].id;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const show = (next: { category?: LawyerCategoryId; page?: number }) => {
    const nextCategory = next.category ?? category;
    const nextPage = next.page ?? 1;
    const search = new URLSearchParams();
    if (nextCategory !== LAWYER_CATEGORIES[0].id) search.set('category', nextCategory);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  return { category, page, show };
}

/**
 * /lawyer-dashboard (docs/requirements.md#r2-lawyer-dashboard): 'incoming' holds the applications waiting for legal review, 'completed'
 * those the legal review has passed on to the bank. Five a page, from the server's pages and counts.
 */
export function LawyerDashboardPage() {
  const language = useLanguage();
  const navigate = useNavigate();
  const { category, page, show } = useCategoryAndPage();
  const dashboard = useDashboardPage({ group: category, page }, (lastPage) => show({ page: lastPage }));
  const { counts } = dashboard;

  const categories: DashboardCategory[] = LAWYER_CATEGORIES.map((item) => ({
    id: item.id,
    name: text(item.title),
    description: text(item.description),
    icon: ICONS[item.id],
    count: item.showsCount ? (counts?.[item.id] ?? undefined) : undefined,
  }));
  const active = LAWYER_CATEGORIES.find((item) => item.id === category)!;

  return (
    <DashboardLayout
      title={DASHBOARD_MESSAGES.lawyerDashboardTitle}
      categories={categories}
      activeCategory={category}
      onSelectCategory={(id) => show({ category: id as LawyerCategoryId, page: 1 })}
      total={counts?.all}
      language={language}
    >
      <DashboardApplicationList
        title={text(active.title)}
        dashboard={dashboard}
        page={page}
        onPageChange={(next) => show({ page: next })}
        language={language}
        actions={(application) => (
          <>
            <Button onClick={() => navigate(ROUTES.landDetails(application.userId))}>
              {text(DASHBOARD_MESSAGES.reviewLandDetails)}
            </Button>
            <Button variant="secondary" onClick={() => navigate(ROUTES.lawyerApplicationView(application.userId))}>
              {text(DASHBOARD_MESSAGES.viewAllData)}
            </Button>
          </>
        )}
      />
    </DashboardLayout>
  );
}
