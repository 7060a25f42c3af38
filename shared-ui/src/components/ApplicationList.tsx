import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import {
  DASHBOARD_MESSAGES,
  pageCount,
  pageRange,
  showingRange,
} from '@kisan-credit/shared-api/contract/messages/dashboard';
import { ApplicationRows } from './ApplicationRows';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';
import { currentLanguage } from '../i18n/language';

export interface ApplicationListProps {
  /** The category's title, e.g. 'Incoming Applications'. */
  title: string;
  applications: readonly ApplicationListItem[];
  /** How many applications the category holds (the server's `total`). */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  /** Shown in the red box instead of the list. */
  error?: string;
  actions: (application: ApplicationListItem) => ReactNode;
  /** The bank's service-level target, for the days-pending colour. */
  serviceLevelDays?: number;
  /** Sorting, filters, rows per page and export, above the rows. */
  controls?: ReactNode;
  language?: Language;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Showing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorBox = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * A dashboard's main area (docs/requirements.md#r2-banker-dashboard): the category title, 'Showing X-Y of N applications', then the loading
 * text, the red error box, the empty state or the rows, and the pages.
 */
export function ApplicationList({
  title,
  applications,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  error,
  actions,
  serviceLevelDays,
  controls,
  language = currentLanguage(),
}: ApplicationListProps) {
  const t = (message: Message) => translate(message, language);
  const { first, last } = pageRange(page, pageSize, total);
  let body: ReactNode;
  if (loading) {
    body = (
      <Loading role="status">
        <Spinner />
        {t(DASHBOARD_MESSAGES.loadingApplications)}
      </Loading>
    );
  } else if (error) {
    body = <ErrorBox role="alert">{error}</ErrorBox>;
  } else if (applications.length === 0) {
    body = (
      <Empty>
        <h3>{t(DASHBOARD_MESSAGES.noApplicationsTitle)}</h3>
        <p>{t(DASHBOARD_MESSAGES.noApplicationsText)}</p>
      </Empty>
    );
  } else {
    body = (
      <>
        <ApplicationRows
          applications={applications}
          actions={actions}
          serviceLevelDays={serviceLevelDays}
          language={language}
        />
        <Pagination
          page={page}
          pageCount={pageCount(total, pageSize)}
          onPageChange={onPageChange}
          language={language}
        />
      </>
    );
  }
  return (
    <section aria-label={title}>
      <Header>
        <Title>{title}</Title>
        {!loading && !error && <Showing aria-live="polite">{t(showingRange(first, last, total))}</Showing>}
      </Header>
      {controls}
      {body}
    </section>
  );
}
