import { maskAadhar, maskAllButLast } from '@kisan-credit/shared-api/contract/calculations/mask';
import type { ApplicationStatus } from '@kisan-credit/shared-api/contract/status';
import type { FieldCipher } from '../crypto/fieldCipher';
import type { ExportRow } from './applicationRepository';
import { daysPending } from './applicationView';

/** One application of an exported list: the dashboard's facts, with Aadhaar and account number masked. */
export interface ExportLine {
  id: string;
  applicantName: string | null;
  phoneNumber: string;
  address: string | null;
  loanAmount: number | null;
  appliedAt: Date;
  status: ApplicationStatus;
  daysPending: number | undefined;
  /** XXXX XXXX 1234: the file leaves the bank's systems, so only the last four are in it. */
  maskedAadhar: string;
  maskedAccountNumber: string;
}

export function exportLine(row: ExportRow, now: Date, cipher: FieldCipher): ExportLine {
  const opened = (sealed: string | null, path: string) =>
    sealed ? cipher.open(sealed, `${row.userId}:${path}`) : undefined;
  return {
    id: row.id,
    applicantName: row.applicantName,
    phoneNumber: row.phoneNumber,
    address: row.address,
    loanAmount: row.loanAmount,
    appliedAt: row.createdAt,
    status: row.status,
    daysPending: daysPending(row, now),
    maskedAadhar: maskAadhar(opened(row.sealedAadhar, 'aadharNo')),
    maskedAccountNumber: maskAllButLast(opened(row.sealedAccountNumber, 'bankAccount.accountNumber')),
  };
}
