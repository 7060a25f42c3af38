import type { ApplicationListItem, KccApplication } from '@kisan-credit/shared-api/contract/application';
import { submissionOnlyFields } from '@kisan-credit/shared-api/contract/calculations/submission';
import { wholeDaysBetween } from '@kisan-credit/shared-api/contract/format/date';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import type { ApplicationRow } from '../db/schema';
import type { ApplicationListRow } from './applicationRepository';
import { maskSensitiveNumbers } from './sensitiveNumbers';

/** An application as the service works with it: the row, its `data` holding the numbers in clear. */
export type OpenApplication = ApplicationRow;

/**
 * The application as GET /loan/kcc-application answers it to this reader. The owner and bankers see the
 * full numbers; a lawyer sees them masked (the read-only KYC view needs only to recognise them). The totals
 * are worked out from the stored application, never taken from a client. Staff also see the workflow record.
 */
export function applicationAnswer(application: OpenApplication, readerRole: Role): KccApplication {
  const fields = readerRole === 'lawyer' ? maskSensitiveNumbers(application.data) : application.data;
  const { phoneNumber: _phone, key: _key, ...totals } = submissionOnlyFields(fields, application.phoneNumber);
  return {
    ...(fields as Partial<KccApplication>),
    ...totals,
    _id: application.id,
    userId: application.userId,
    ...(application.key ? { key: application.key } : {}),
    status: application.status,
    phoneNumber: application.phoneNumber,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    version: application.version,
    ...(application.bankDetails ? { bankDetails: application.bankDetails } : {}),
    ...(readerRole === 'user' ? {} : { workflow: application.workflow }),
  };
}

/** A dashboard row (docs/requirements.md#r3-list-item); no personal numbers are listed. */
export function listItem(row: ApplicationListRow, now: Date): ApplicationListItem {
  const days = daysPending(row, now);
  return {
    _id: row.id,
    userId: row.userId,
    ...(row.key ? { key: row.key } : {}),
    ...(row.applicantName ? { applicantName: row.applicantName } : {}),
    phoneNumber: row.phoneNumber,
    ...(row.address ? { address: row.address } : {}),
    ...(row.loanAmount !== null ? { loanAmount: row.loanAmount } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.business ? { business: row.business } : {}),
    status: row.status,
    ...(days !== undefined ? { daysPending: days } : {}),
  };
}

/** Whole days at the current status (docs/requirements.md#r10-queues); none once disbursed. */
export function daysPending(row: Pick<ApplicationListRow, 'status' | 'statusSince'>, now: Date): number | undefined {
  return row.status === 'disbursed' ? undefined : wholeDaysBetween(row.statusSince, now);
}
