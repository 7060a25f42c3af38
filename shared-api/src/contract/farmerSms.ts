import type { FARMER_SMS_TEXTS } from 'shared-api/contract/messages/farmerSms';
import type { ApplicationStatus } from 'shared-api/contract/status';

/** Each SMS the farmer may get; the keys of FARMER_SMS_TEXTS and of the DLT template ids. */
export type FarmerSmsKind = keyof typeof FARMER_SMS_TEXTS;

export const FARMER_SMS_KINDS = [
  'submitted',
  'withLawyer',
  'approved',
  'sanctioned',
  'disbursed',
] as const satisfies readonly FarmerSmsKind[];

/**
 * The SMS a status change earns the farmer, if any: submitted, with a lawyer, approved by the bank,
 * sanctioned (final approval), disbursed. Steps that change nothing for the farmer (a draft saved, the
 * legal review handed back to the bank, the final submission) send none.
 */
const SMS_ON_REACHING: Partial<Record<ApplicationStatus, FarmerSmsKind>> = {
  farmerSubmitted: 'submitted',
  lawyer: 'withLawyer',
  bankerApproval: 'approved',
  finalApproval: 'sanctioned',
  disbursed: 'disbursed',
};

export function farmerSmsForStatusChange(
  from: ApplicationStatus | null,
  to: ApplicationStatus,
): FarmerSmsKind | undefined {
  return from === to ? undefined : SMS_ON_REACHING[to];
}

/** One SMS sent to the farmer, as the timeline lists it (GET /notifications). */
export interface SentFarmerSms {
  kind: FarmerSmsKind;
  /** The status the application reached, which the SMS tells of. */
  status: ApplicationStatus;
  sentAt: string;
  text: string;
}
