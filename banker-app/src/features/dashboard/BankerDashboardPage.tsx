import { useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDashboardPage } from 'shared-api/client/useDashboardPage';
import { MAX_SEARCH_LENGTH } from 'shared-api/contract/applicationList';
import { BANKER_MESSAGES } from 'shared-api/contract/messages/banker';
import { DASHBOARD_MESSAGES } from 'shared-api/contract/messages/dashboard';
import { ROUTES } from 'shared-api/contract/roles';
import { DEFAULT_STATUS_GROUP, isStatusGroupId, STATUS_GROUPS, type StatusGroupId } from 'shared-api/contract/status';
import { DashboardApplicationList } from 'shared-ui/components/ApplicationList';
import { Button } from 'shared-ui/components/Button';
import { DashboardLayout, type DashboardCategory } from 'shared-ui/components/DashboardLayout';
import { TextField } from 'shared-ui/components/TextField';
import { useLanguage } from 'shared-ui/i18n/useLanguage';
import { text } from 'shared-ui/i18n/text';
import { GROUP_ICONS } from './groupIcons';
import { PipelineChart } from './PipelineChart';

/** The tab, page and search live in the address (?group=underLegalReview&page=2&q=ramesh). */
function useGroupPageAndSearch() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('group');
  const group: StatusGroupId = isStatusGroupId(requested) ? requested : DEFAULT_STATUS_GROUP;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const q = params.get('q') ?? '';
  const show = (next: { group?: StatusGroupId; page?: number; q?: string }) => {
    const search = new URLSearchParams();
    const nextGroup = next.group ?? group;
    const nextPage = next.page ?? 1;
    const nextQ = (next.q ?? q).trim();
    if (nextGroup !== DEFAULT_STATUS_GROUP) search.set('group', nextGroup);
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextQ) search.set('q', nextQ);
    setParams(search);
  };
  return { group, page, q, show };
}

/**
 * /banker-dashboard (docs/requirements.md#r2-banker-dashboard, docs/requirements.md#r4-dashboard-groups): the four status groups with the server's counts, five
 * applications a page, searchable by name, phone or ID; switching tab or search starts at page 1.
 */
export function BankerDashboardPage() {
  const language = useLanguage();
  const navigate = useNavigate();
  const { group, page, q, show } = useGroupPageAndSearch();
  const [search, setSearch] = useState(q);
  const dashboard = useDashboardPage({ group, page, q }, (lastPage) => show({ page: lastPage }));
  const { counts, amounts } = dashboard;

  const categories: DashboardCategory[] = STATUS_GROUPS.map((item) => ({
    id: item.id,
    name: text(item.title),
    icon: GROUP_ICONS[item.id] as ReactElement,
    count: counts?.[item.id] ?? undefined,
  }));
  const active = STATUS_GROUPS.find((item) => item.id === group)!;

  return (
    <DashboardLayout
      title={DASHBOARD_MESSAGES.bankerDashboardTitle}
      categories={categories}
      activeCategory={group}
      onSelectCategory={(id) => show({ group: id as StatusGroupId, page: 1 })}
      total={counts?.all}
      language={language}
    >
      <PipelineChart counts={counts} amounts={amounts} language={language} />
      {/* Not a <form>: a submit inside the router's transition makes React build FormData, which jsdom refuses. */}
      <div role="search">
        <TextField
          label={text(BANKER_MESSAGES.search)}
          type="search"
          value={search}
          maxLength={MAX_SEARCH_LENGTH}
          onKeyDown={(event) => {
            if (event.key === 'Enter') show({ q: search, page: 1 });
          }}
          onBlur={() => {
            if (search.trim() !== q) show({ q: search, page: 1 });
          }}
          onChange={(event) => {
            setSearch(event.target.value);
            if (event.target.value === '' && q) show({ q: '', page: 1 });
          }}
        />
      </div>
      <DashboardApplicationList
        title={text(active.title)}
        dashboard={dashboard}
        page={page}
        onPageChange={(next) => show({ page: next })}
        language={language}
        actions={(application) => (
          <>
            <Button onClick={() => navigate(ROUTES.bankDetails(application.userId))}>
              {text(DASHBOARD_MESSAGES.editBankDetails)}
            </Button>
            <Button variant="secondary" onClick={() => navigate(ROUTES.applicationPreview(application.userId))}>
              {text(DASHBOARD_MESSAGES.viewAllData)}
            </Button>
          </>
        )}
      />
    </DashboardLayout>
  );
}
