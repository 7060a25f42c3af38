import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';

/** The letters the bank issues on an application; each is kept as a document of it under this name. */
export const LETTER_KINDS = ['sanctionLetter', 'applicationSummary'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** From final approval on, the loan is sanctioned (docs/requirements.md#r4-statuses). */
const SANCTIONED_STATUSES: readonly ApplicationStatus[] = ['finalApproval', 'finalSubmission', 'disbursed'];

/** Whether a sanction letter may be issued (and the farmer may download it): sanctioned, with the amount recorded. */
export function isSanctioned(status: ApplicationStatus, sanctionedAmount: unknown): boolean {
  return SANCTIONED_STATUSES.includes(status) && typeof sanctionedAmount === 'number' && sanctionedAmount > 0;
}

/** A letter kept on the application (GET /letters). */
export interface IssuedLetter {
  kind: LetterKind;
  /** The document's address, downloaded like any other document of the application. */
  url: string;
  issuedAt: string;
}
