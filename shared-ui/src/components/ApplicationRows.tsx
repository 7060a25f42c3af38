import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import { translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { isPastServiceLevel } from '@kisan-credit/shared-api/contract/applicationList';
import { DASHBOARD_MESSAGES, daysPendingText } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { formatInr } from '../format/currency';
import { formatShortDate } from '../format/date';
import { useScreenAtLeast } from '../hooks/useMediaQuery';
import { StatusBadge } from './StatusBadge';
import { currentLanguage } from '../i18n/language';

export interface ApplicationRowsProps {
  applications: readonly ApplicationListItem[];
  /** The row's buttons ('Review Land Details', 'View All Data'...). */
  actions: (application: ApplicationListItem) => ReactNode;
  /** The bank's service-level target from the server: rows pending longer are marked overdue. */
  serviceLevelDays?: number;
  language?: Language;
}

/** What one row shows (docs/requirements.md#r2-banker-dashboard): blanks read 'N/A' and 'Address not provided'. */
function rowFacts(application: ApplicationListItem, language: Language, serviceLevelDays: number | undefined) {
  const t = (message: Message) => translate(message, language);
  const days = application.daysPending;
  const name = application.applicantName?.trim() || t(COMMON_MESSAGES.notAvailable);
  return {
    initial: (application.applicantName?.trim()[0] ?? '?').toUpperCase(),
    name,
    phone: application.phoneNumber || t(COMMON_MESSAGES.notAvailable),
    address: application.address?.trim() || t(COMMON_MESSAGES.addressNotProvided),
    id: application.key || application._id,
    amount: formatInr(application.loanAmount),
    applied: formatShortDate(application.createdAt),
    business: application.business?.trim() || t(COMMON_MESSAGES.notAvailable),
    pending:
      days === undefined || serviceLevelDays === undefined
        ? undefined
        : { text: t(daysPendingText(days, serviceLevelDays)), overdue: isPastServiceLevel(days, serviceLevelDays) },
  };
}

const Initial = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Applicant = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    white-space: nowrap;
  }

  /* Application IDs are long ('ramesh-kumar-9876543210'): only they may break. */
  & > div:first-child dd {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/** Days pending, in the danger colour and bold once past the bank's target (the words say it too). */
const Pending = styled.dd<{ $overdue: boolean }>`
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 'inherit')};

  && {
    white-space: normal;
  }
`;

// A dt/dd pair wrapped in a div stays in the dl's grid.
const FactRow = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function ApplicantDetails({ facts }: { facts: ReturnType<typeof rowFacts> }) {
  return (
    <Applicant>
      <Initial aria-hidden="true">{facts.initial}</Initial>
      <div>
        <Name>{facts.name}</Name>
        <Small>{facts.phone}</Small>
        <Small>{facts.address}</Small>
      </div>
    </Applicant>
  );
}

function ApplicationInfo({ facts, language }: { facts: ReturnType<typeof rowFacts>; language: Language }) {
  const t = (message: Message) => translate(message, language);
  const rows: [Message, string][] = [
    [DASHBOARD_MESSAGES.applicationId, facts.id],
    [DASHBOARD_MESSAGES.loanAmount, facts.amount],
    [DASHBOARD_MESSAGES.appliedOn, facts.applied],
    [DASHBOARD_MESSAGES.businessType, facts.business],
  ];
  return (
    <Facts>
      {rows.map(([label, value]) => (
        <FactRow key={label.key}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </FactRow>
      ))}
      {facts.pending && (
        <FactRow>
          <dt>{t(DASHBOARD_MESSAGES.daysPending)}</dt>
          <Pending $overdue={facts.pending.overdue} data-overdue={facts.pending.overdue || undefined}>
            {facts.pending.text}
          </Pending>
        </FactRow>
      )}
    </Facts>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  th {
    width: 22%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
  }

  th:nth-child(2) {
    width: 38%;
  }

  th:nth-child(3) {
    width: 12%;
  }

  td {
    padding: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const CardTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The dashboards' applications (docs/requirements.md#r2-banker-dashboard): a table with the columns Applicant Details, Application Info,
 * Status and Actions on large screens, one card per application on small ones.
 */
export function ApplicationRows({
  applications,
  actions,
  serviceLevelDays,
  language = currentLanguage(),
}: ApplicationRowsProps) {
  const wide = useScreenAtLeast('lg');
  const t = (message: Message) => translate(message, language);
  if (wide) {
    return (
      <Table>
        <thead>
          <tr>
            <th scope="col">{t(DASHBOARD_MESSAGES.applicantDetails)}</th>
            <th scope="col">{t(DASHBOARD_MESSAGES.applicationInfo)}</th>
            <th scope="col">{t(DASHBOARD_MESSAGES.status)}</th>
            <th scope="col">{t(DASHBOARD_MESSAGES.actions)}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => {
            const facts = rowFacts(application, language, serviceLevelDays);
            return (
              <tr key={application._id} aria-label={facts.name}>
                <td>
                  <ApplicantDetails facts={facts} />
                </td>
                <td>
                  <ApplicationInfo facts={facts} language={language} />
                </td>
                <td>
                  <StatusBadge status={application.status} language={language} />
                </td>
                <td>
                  <Actions>{actions(application)}</Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    );
  }
  return (
    <Cards>
      {applications.map((application) => {
        const facts = rowFacts(application, language, serviceLevelDays);
        return (
          <Card key={application._id} aria-label={facts.name}>
            <CardTop>
              <ApplicantDetails facts={facts} />
              <StatusBadge status={application.status} language={language} />
            </CardTop>
            <ApplicationInfo facts={facts} language={language} />
            <Actions>{actions(application)}</Actions>
          </Card>
        );
      })}
    </Cards>
  );
}
