import { isApplicationStatus, type ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { StatusTimelineEntry } from '@kisan-credit/shared-api/contract/workflow';
import type { SentFarmerSms } from '@kisan-credit/shared-api/contract/farmerSms';

export interface TimelineStep {
  status: ApplicationStatus;
  /** When the application reached this status; none for steps still to come. */
  at?: string;
  state: 'done' | 'current' | 'upcoming';
  /** The SMS the farmer was sent when the application reached this status. */
  sms?: SentFarmerSms[];
}

/** The way most applications go, for the steps still to come (optional steps are left out). */
const USUAL_PATH: readonly ApplicationStatus[] = [
  'farmerSubmitted',
  'lawyer',
  'banker',
  'bankerApproval',
  'finalApproval',
  'disbursed',
];

/** Where a status sits on the usual path: the optional steps count as the step they follow. */
const POSITION_OF: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  lawyerSelection: 'farmerSubmitted',
  pending: 'farmerSubmitted',
  finalSubmission: 'finalApproval',
};

/**
 * The farmer's status timeline (docs/requirements.md#r10-status-timeline): every status the application has reached, from the audit
 * log, oldest first, the last one current; then the usual steps still to come.
 */
export function statusTimeline(
  entries: readonly StatusTimelineEntry[],
  currentStatus?: ApplicationStatus,
  sentSms: readonly SentFarmerSms[] = [],
): TimelineStep[] {
  const reached: TimelineStep[] = [...entries]
    .filter((entry) => isApplicationStatus(entry.status))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((entry) => ({ status: entry.status, at: entry.at, state: 'done' }));
  const current = currentStatus ?? reached.at(-1)?.status;
  if (current === undefined) return [];
  if (reached.at(-1)?.status !== current) reached.push({ status: current, state: 'done' });
  reached[reached.length - 1]!.state = 'current';
  for (const sms of sentSms) {
    // The SMS tells of the latest time the application reached its status before it was sent.
    const step = reached.findLast(
      (candidate) => candidate.status === sms.status && (!candidate.at || candidate.at <= sms.sentAt),
    );
    if (step) step.sms = [...(step.sms ?? []), sms];
  }

  const position = USUAL_PATH.indexOf(POSITION_OF[current] ?? current);
  const upcoming = USUAL_PATH.slice(position + 1).map((status): TimelineStep => ({ status, state: 'upcoming' }));
  return [...reached, ...upcoming];
}
