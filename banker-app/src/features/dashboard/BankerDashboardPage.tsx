import { useMemo, useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { queueFromParams, writeQueueParams, type DashboardQueue } from '@kisan-credit/shared-api/client/dashboardQueue';
import { useDashboardPage } from '@kisan-credit/shared-api/client/useDashboardPage';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import { MAX_SEARCH_LENGTH } from '@kisan-credit/shared-api/contract/applicationList';
import { BANKER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/banker';
import { DASHBOARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { WORKFLOW_ACTION_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import {
  DEFAULT_STATUS_GROUP,
  isStatusGroupId,
  normalizeStatus,
  STATUS_GROUPS,
  type StatusGroupId,
} from '@kisan-credit/shared-api/contract/status';
import { isDecisionLocked, nextWorkflowAction } from '@kisan-credit/shared-api/contract/workflow';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import type { DashboardCategory } from '@kisan-credit/shared-ui/components/DashboardLayout';
import { StaffDashboard } from '@kisan-credit/shared-ui/components/StaffDashboard';
import { Note } from '@kisan-credit/shared-ui/components/FormLayout';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { GROUP_ICONS } from './groupIcons';
import { PipelineChart } from './PipelineChart';

/**
 * The tab, page, search, order, rows per page and filters live in the address
 * (?group=underLegalReview&page=2&q=ramesh&sort=daysPending&rows=20&place=261001).
 */
function useGroupPageAndSearch() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('group');
  const group: StatusGroupId = isStatusGroupId(requested) ? requested : DEFAULT_STATUS_GROUP;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const q = params.get('q') ?? '';
  const queue = useMemo(() => queueFromParams(params), [params]);
  const show = (next: { group?: StatusGroupId; page?: number; q?: string; queue?: DashboardQueue }) => {
    const search = new URLSearchParams();
    const nextGroup = next.group ?? group;
    const nextPage = next.page ?? 1;
    const nextQ = (next.q ?? q).trim();
    if (nextGroup !== DEFAULT_STATUS_GROUP) search.set('group', nextGroup);
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextQ) search.set('q', nextQ);
    writeQueueParams(next.queue ?? queue, search);
    setParams(search);
  };
  return { group, page, q, queue, show };
}

/**
 * A row's buttons: the next step the workflow gives the banker at this status, named (it opens the
 * application, where the step is taken), or 'Waiting on others'; then bank details while they can change,
 * and the whole application.
 */
function BankerRowActions({ application }: { application: ApplicationListItem }) {
  const navigate = useNavigate();
  const status = normalizeStatus(application.status);
  const next = nextWorkflowAction('banker', status);
  return (
    <>
      {next ? (
        <Button onClick={() => navigate(ROUTES.applicationPreview(application.userId))}>
          {text(WORKFLOW_ACTION_LABELS[next])}
        </Button>
      ) : (
        <Note>{text(DASHBOARD_MESSAGES.waitingOnOthers)}</Note>
      )}
      {!isDecisionLocked(status) && (
        <Button variant="secondary" onClick={() => navigate(ROUTES.bankDetails(application.userId))}>
          {text(DASHBOARD_MESSAGES.editBankDetails)}
        </Button>
      )}
      <Button variant="secondary" onClick={() => navigate(ROUTES.applicationPreview(application.userId))}>
        {text(DASHBOARD_MESSAGES.viewAllData)}
      </Button>
    </>
  );
}

/**
 * /banker-dashboard (docs/requirements.md#r2-banker-dashboard, docs/requirements.md#r4-dashboard-groups): the four status groups with the server's counts, five
 * applications a page, searchable by name, phone or ID; switching tab or search starts at page 1.
 */
export function BankerDashboardPage() {
  const language = useLanguage();
  const { group, page, q, queue, show } = useGroupPageAndSearch();
  const [search, setSearch] = useState(q);
  const query = { group, page, q, queue };
  const dashboard = useDashboardPage(query, (lastPage) => show({ page: lastPage }));
  const { counts, amounts } = dashboard;

  const categories: DashboardCategory[] = STATUS_GROUPS.map((item) => ({
    id: item.id,
    name: text(item.title),
    icon: GROUP_ICONS[item.id] as ReactElement,
    count: counts?.[item.id] ?? undefined,
  }));

  return (
    <StaffDashboard
      title={DASHBOARD_MESSAGES.bankerDashboardTitle}
      categories={categories}
      onSelectCategory={(id) => show({ group: id as StatusGroupId, page: 1 })}
      dashboard={dashboard}
      query={query}
      onShow={show}
      language={language}
      actions={(application) => <BankerRowActions application={application} />}
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
    </StaffDashboard>
  );
}
