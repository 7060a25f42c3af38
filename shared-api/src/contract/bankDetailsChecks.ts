import { toNumberOrZero } from '@kisan-credit/shared-api/contract/calculations/numbers';
import { datePart } from '@kisan-credit/shared-api/contract/bankDetails';
import { formatInr } from '@kisan-credit/shared-api/contract/format/currency';
import { inSentence, message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { FIELD_LABELS, type FieldLabel } from '@kisan-credit/shared-api/contract/messages/fields';

/** One figure that disagrees with another: the field to fix and why. */
export interface BankDetailsIssue {
  field: string;
  message: Message;
}

/** The dates of an application's life, in the order they must follow. */
const DATES_IN_ORDER = ['dateOfApplication', 'dateOfPreInspection', 'dateOfSanction', 'dateOfPostInspection'] as const;

function notBefore(later: FieldLabel, earlier: FieldLabel): Message {
  return message('bankDetailsChecks:notBefore', { later, earlier: inSentence(earlier) });
}

/**
 * The bank's figures checked against one another (docs/requirements.md#r10-bank-details-checks): the sanction within the limit the
 * land and crops support unless a reason for going above it is given, the disbursement within the
 * sanction, and the dates in order. Blank figures are not compared.
 */
export function bankDetailsIssues(
  details: Partial<Record<string, unknown>>,
  eligibleLimit: number | undefined,
): BankDetailsIssue[] {
  const issues: BankDetailsIssue[] = [];
  const sanctioned = toNumberOrZero(details.loanAmountSanctioned);
  const disbursed = toNumberOrZero(details.loanAmountDisbursed);
  const reason = typeof details.sanctionAboveLimitReason === 'string' ? details.sanctionAboveLimitReason.trim() : '';
  if (eligibleLimit !== undefined && sanctioned > eligibleLimit && reason === '') {
    const limit = formatInr(eligibleLimit);
    issues.push({
      field: 'loanAmountSanctioned',
      message: message('bankDetailsChecks:sanctionAboveLimit', { limit }),
    });
  }
  if (sanctioned > 0 && disbursed > sanctioned) {
    issues.push({
      field: 'loanAmountDisbursed',
      message: message('bankDetailsChecks:disbursedAboveSanction', { sanctioned: formatInr(sanctioned) }),
    });
  }
  let earliest: (typeof DATES_IN_ORDER)[number] | undefined;
  for (const field of DATES_IN_ORDER) {
    const date = datePart(details[field]);
    if (date === '') continue;
    if (earliest && date < datePart(details[earliest])) {
      issues.push({ field, message: notBefore(FIELD_LABELS[field], FIELD_LABELS[earliest]) });
      continue;
    }
    earliest = field;
  }
  return issues;
}
