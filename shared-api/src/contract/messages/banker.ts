import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** Texts of the banker's screens that the spec's catalogue does not already hold (docs/requirements.md#r10-banker-desk). */
export const BANKER_MESSAGES = {
  search: message('banker:search'),
  pipeline: message('banker:pipeline'),
  amountsSanctioned: message('banker:amountsSanctioned'),
  amountsDisbursed: message('banker:amountsDisbursed'),
  amountsTitle: message('banker:amountsTitle'),
  workflow: message('banker:workflow'),
  noActions: message('banker:noActions'),
  confirm: message('banker:confirm'),
  confirmAction: message('banker:confirmAction'),
  actionFailed: message('banker:actionFailed'),
  actionDone: message('banker:actionDone'),
  disbursementAmount: message('banker:disbursementAmount'),
  disbursementDate: message('banker:disbursementDate'),
  amountRequired: message('banker:amountRequired'),
  dateRequired: message('banker:dateRequired'),
  timeline: message('banker:timeline'),
  noHistory: message('banker:noHistory'),
  addGuarantor: message('banker:addGuarantor'),
} as const satisfies Record<string, Message>;

/** 'More than the sanctioned amount (₹…)' for a disbursement above the sanction. */
export function moreThanSanctioned(sanctioned: string): Message {
  return message('banker:moreThanSanctioned', { sanctioned });
}
