import styled from 'styled-components';
import { useGetApplicationHistoryQuery, useGetSentSmsQuery } from '@kisan-credit/shared-api/client/api';
import { FARMER_SMS_MESSAGES } from '@kisan-credit/shared-api/contract/messages/farmerSms';
import { WIZARD_MESSAGES, STATUS_PLAIN_WORDS } from '@kisan-credit/shared-api/contract/messages/wizard';
import { statusLabel, type ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { StatusTimelineEntry } from '@kisan-credit/shared-api/contract/workflow';
import { formatShortDate } from '@kisan-credit/shared-ui/format/date';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { statusTimeline, type TimelineStep } from './statusTimeline';

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li<{ $state: TimelineStep['state'] }>`
  position: relative;
  padding: 0 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.muted : theme.colors.text)};

  &::before {
    content: '';
    position: absolute;
    left: 0.35rem;
    top: 0.35rem;
    width: 0.9rem;
    height: 0.9rem;
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: 50%;
    background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.surface : theme.colors.brand)};
  }

  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 0.75rem;
    top: 1.4rem;
    bottom: 0;
    border-left: 2px ${({ $state }) => ($state === 'upcoming' ? 'dashed' : 'solid')}
      ${({ theme }) => theme.colors.border};
  }

  strong {
    display: block;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const SmsSent = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Where the farmer's application is (docs/requirements.md#r10-status-timeline): each status it has reached, from the audit log, with
 * its date and what it means in plain words, then the steps still to come.
 */
export function StatusTimeline({ status }: { status?: ApplicationStatus }) {
  const { data } = useGetApplicationHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  // The farmer's own history (no userId) is the status timeline; none yet (404) shows the current status.
  const { data: sentSms } = useGetSentSmsQuery(undefined, { refetchOnMountOrArgChange: true });
  const steps = statusTimeline((data ?? []) as StatusTimelineEntry[], status, sentSms);
  if (steps.length === 0) return null;
  return (
    <Box aria-labelledby="kcc-timeline-title">
      <Title id="kcc-timeline-title">{text(WIZARD_MESSAGES.whereIsMyApplication)}</Title>
      <List>
        {steps.map((step, index) => (
          <Entry
            key={`${step.status}-${index}`}
            $state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <strong>
              {text(statusLabel(step.status))}
              {step.state === 'current' && ` (${text(WIZARD_MESSAGES.currentStatus)})`}
            </strong>
            {step.state === 'current' && <span>{text(STATUS_PLAIN_WORDS[step.status])} </span>}
            {step.at && <small>{formatShortDate(step.at)}</small>}
            {step.sms?.map((sms) => (
              <SmsSent key={sms.sentAt}>
                {text(FARMER_SMS_MESSAGES.smsSent)} ({formatShortDate(sms.sentAt)}): “{sms.text}”
              </SmsSent>
            ))}
          </Entry>
        ))}
      </List>
    </Box>
  );
}
