import { BANKER_MESSAGES, moreThanSanctioned } from '@kisan-credit/shared-api/contract/messages/banker';
import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { datePart } from '@kisan-credit/shared-api/contract/bankDetails';

export interface DisbursementEntry {
  /** As typed: '' when blank. */
  amount: string;
  date: string;
}

export interface DisbursementProblems {
  amount?: Message;
  date?: Message;
}

/**
 * The banker's disbursement before it is sent: an amount above 0 and not above the sanctioned amount (when
 * one is recorded), and a real date. The server checks the same; this names the problem beside the field.
 */
export function disbursementProblems(entry: DisbursementEntry, sanctioned: number | undefined): DisbursementProblems {
  const problems: DisbursementProblems = {};
  const amount = entry.amount.trim() === '' ? Number.NaN : Number(entry.amount);
  if (!Number.isFinite(amount) || amount <= 0) problems.amount = BANKER_MESSAGES.amountRequired;
  else if (sanctioned !== undefined && sanctioned > 0 && amount > sanctioned) {
    problems.amount = moreThanSanctioned(`₹${sanctioned.toLocaleString('en-IN')}`);
  }
  if (datePart(entry.date) === '') problems.date = BANKER_MESSAGES.dateRequired;
  return problems;
}
