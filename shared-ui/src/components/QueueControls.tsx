import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  hasFilters,
  QUEUE_FILTERS,
  type DashboardQueue,
  type QueueFilter,
} from '@kisan-credit/shared-api/client/dashboardQueue';
import {
  LIST_SORTS,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE_CHOICES,
  SORT_ORDERS,
  type ExportFormat,
  type ListSort,
  type SortOrder,
} from '@kisan-credit/shared-api/contract/applicationList';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { DASHBOARD_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { currentLanguage } from '../i18n/language';
import { Button } from './Button';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const SORT_LABELS: Record<ListSort, Record<SortOrder, Message>> = {
  appliedDate: { desc: M.sortAppliedNewest, asc: M.sortAppliedOldest },
  amount: { desc: M.sortAmountLargest, asc: M.sortAmountSmallest },
  daysPending: { desc: M.sortDaysPendingMost, asc: M.sortDaysPendingLeast },
};

const FILTER_FIELDS: Record<QueueFilter, { label: Message; type: 'text' | 'date' | 'number' }> = {
  place: { label: M.villageOrPin, type: 'text' },
  appliedFrom: { label: M.appliedFrom, type: 'date' },
  appliedTo: { label: M.appliedTo, type: 'date' },
  amountMin: { label: M.amountMin, type: 'number' },
  amountMax: { label: M.amountMax, type: 'number' },
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 16rem;
  }

  @media print {
    display: none;
  }
`;

const Filters = styled.details`
  flex-basis: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  summary {
    cursor: pointer;
    font-weight: 700;
  }
`;

const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const FilterButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Failed = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export interface QueueControlsProps {
  queue: DashboardQueue;
  /** A new order, page size or set of filters (the caller starts again at page 1). */
  onChange: (queue: DashboardQueue) => void;
  onExport: (format: ExportFormat) => void;
  /** The format being exported, while it is. */
  exporting?: ExportFormat;
  exportFailed?: boolean;
  language?: Language;
}

/**
 * Above a dashboard's rows (docs/requirements.md#r10-queues): the order, rows per page, the filters (applied
 * together with Apply filters or Enter) and the export of the filtered list as CSV or Excel.
 */
export function QueueControls({
  queue,
  onChange,
  onExport,
  exporting,
  exportFailed = false,
  language = currentLanguage(),
}: QueueControlsProps) {
  const t = (message: Message) => translate(message, language);
  const [draft, setDraft] = useState(queue.filters);
  // Back, Forward or a cleared filter elsewhere: the fields show the queue's filters again.
  useEffect(() => setDraft(queue.filters), [queue.filters]);

  const apply = () => onChange({ ...queue, filters: draft });
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') apply();
  };
  const sortOptions = LIST_SORTS.flatMap((sort) =>
    SORT_ORDERS.map((order) => ({ value: `${sort}:${order}`, label: t(SORT_LABELS[sort][order]) })),
  );

  return (
    <Bar>
      <SelectField
        label={t(M.sortBy)}
        options={sortOptions}
        value={`${queue.sort}:${queue.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':') as [ListSort, SortOrder];
          onChange({ ...queue, sort, order });
        }}
      />
      <SelectField
        label={t(M.rowsPerPage)}
        options={PAGE_SIZE_CHOICES.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(queue.pageSize)}
        onChange={(event) => onChange({ ...queue, pageSize: Number(event.target.value) })}
      />
      <Button variant="secondary" onClick={() => onExport('csv')} disabled={exporting !== undefined}>
        {t(M.exportCsv)}
      </Button>
      <Button variant="secondary" onClick={() => onExport('xlsx')} disabled={exporting !== undefined}>
        {t(M.exportExcel)}
      </Button>
      {exportFailed && <Failed role="alert">{t(M.exportFailed)}</Failed>}
      {/* Not a <form>: a submit inside the router's transition makes React build FormData, which jsdom refuses. */}
      <Filters open={hasFilters(queue) || undefined}>
        <summary>{t(M.filters)}</summary>
        <FilterGrid>
          {QUEUE_FILTERS.map((key) => (
            <TextField
              key={key}
              label={t(FILTER_FIELDS[key].label)}
              type={FILTER_FIELDS[key].type}
              {...(FILTER_FIELDS[key].type === 'number' ? { min: 0, inputMode: 'numeric' as const } : {})}
              maxLength={FILTER_FIELDS[key].type === 'text' ? MAX_SEARCH_LENGTH : undefined}
              value={draft[key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              onKeyDown={applyOnEnter}
            />
          ))}
        </FilterGrid>
        <FilterButtons>
          <Button onClick={apply}>{t(M.applyFilters)}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft({});
              onChange({ ...queue, filters: {} });
            }}
          >
            {t(M.clearFilters)}
          </Button>
        </FilterButtons>
      </Filters>
    </Bar>
  );
}
