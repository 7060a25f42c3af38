import { useMemo, useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { queueFromParams, queueQuery, writeQueueParams, type DashboardQueue } from 'shared-api/client/dashboardQueue';
import { useDashboardPage } from 'shared-api/client/useDashboardPage';
import type { ApplicationListItem } from 'shared-api/contract/application';
import { MAX_SEARCH_LENGTH } from 'shared-api/contract/applicationList';
import { BANKER_MESSAGES } from 'shared-api/contract/messages/banker';
import { DASHBOARD_MESSAGES } from 'shared-api/contract/messages/dashboard';
import { WORKFLOW_ACTION_LABELS } from 'shared-api/contract/messages/workflow';
import { ROUTES } from 'shared-api/contract/roles';
import {
  DEFAULT_STATUS_GROUP,
  isStatusGroupId,
  normalizeStatus,
  STATUS_GROUPS,
  type StatusGroupId,
} from 'shared-api/contract/status';
import { isDecisionLocked, nextWorkflowAction } from 'shared-api/contract/workflow';
import { DashboardApplicationList } from 'shared-ui/components/ApplicationList';
import { Button } from 'shared-ui/components/Button';
import { DashboardLayout, type DashboardCategory } from 'shared-ui/components/DashboardLayout';
import { Note } from 'shared-ui/components/FormLayout';
import { QueueControls } from 'shared-ui/components/QueueControls';
import { TextField } from 'shared-ui/components/TextField';
import { useListExport } from 'shared-ui/files/useListExport';
import { useLanguage } from 'shared-ui/i18n/useLanguage';
import { text } from 'shared-ui/i18n/text';
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
  const dashboard = useDashboardPage({ group, page, q, queue }, (lastPage) => show({ page: lastPage }));
  const listExport = useListExport();
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
        controls={
          <QueueControls
            queue={queue}
            onChange={(next) => show({ queue: next, page: 1 })}
            onExport={(format) =>
              void listExport.download({ format, group, ...(q ? { q } : {}), ...queueQuery(queue) })
            }
            exporting={listExport.busy}
            exportFailed={listExport.failed}
            language={language}
          />
        }
        actions={(application) => <BankerRowActions application={application} />}
      />
    </DashboardLayout>
  );
}
