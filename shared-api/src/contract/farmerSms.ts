import type { FARMER_SMS_TEXTS } from '@kisan-credit/shared-api/contract/messages/farmerSms';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { WorkflowRecord } from '@kisan-credit/shared-api/contract/workflow';

/** Each SMS the farmer may get; the keys of FARMER_SMS_TEXTS and of the DLT template ids. */
export type FarmerSmsKind = keyof typeof FARMER_SMS_TEXTS;

export const FARMER_SMS_KINDS = [
  'submitted',
  'withLawyer',
  'approved',
  'sanctioned',
  'disbursed',
  'documentsNeeded',
] as const satisfies readonly FarmerSmsKind[];

/**
 * The SMS a status change earns the farmer, if any: submitted, with a lawyer, approved by the bank,
 * sanctioned (final approval), disbursed. Steps that change nothing for the farmer (a draft saved, a clear
 * legal review handed back to the bank, the final submission) send none.
 */
const SMS_ON_REACHING: Partial<Record<ApplicationStatus, FarmerSmsKind>> = {
  farmerSubmitted: 'submitted',
  lawyer: 'withLawyer',
  bankerApproval: 'approved',
  finalApproval: 'sanctioned',
  disbursed: 'disbursed',
};

/**
 * `workflow` is the application's after the change. A legal review that found issues with the title is
 * where the bank asks the farmer for land documents (docs/requirements.md#r10-farmer-sms): the farmer can no
 * longer change the application, so the SMS asks them to bring the papers to the branch.
 */
export function farmerSmsForStatusChange(
  from: ApplicationStatus | null,
  to: ApplicationStatus,
  workflow: WorkflowRecord,
): FarmerSmsKind | undefined {
  if (from === to) return undefined;
  if (from === 'lawyer' && to === 'banker') {
    return workflow.completeLegalReview?.verdict === 'issuesFound' ? 'documentsNeeded' : undefined;
  }
  return SMS_ON_REACHING[to];
}

/** One SMS sent to the farmer, as the timeline lists it (GET /notifications). */
export interface SentFarmerSms {
  kind: FarmerSmsKind;
  /** The status the application reached, which the SMS tells of. */
  status: ApplicationStatus;
  sentAt: string;
  text: string;
}
