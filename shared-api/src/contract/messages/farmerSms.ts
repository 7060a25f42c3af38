import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * The SMS the farmer gets when the application moves (docs/requirements.md#r10-farmer-sms). Each is registered with India's
 * DLT as a template; its id is configuration (SMS_DLT_TEMPLATE_IDS). `{amount}` is the only variable.
 */
export const FARMER_SMS_TEXTS = {
  submitted: message('farmerSms:farmerSms.submitted'),
  withLawyer: message('farmerSms:farmerSms.withLawyer'),
  approved: message('farmerSms:farmerSms.approved'),
  sanctioned: message('farmerSms:farmerSms.sanctioned'),
  disbursed: message('farmerSms:farmerSms.disbursed'),
  documentsNeeded: message('farmerSms:farmerSms.documentsNeeded'),
} as const satisfies Record<string, Message>;

/** What the farmer's timeline calls an SMS it lists. */
export const FARMER_SMS_MESSAGES = {
  smsSent: message('farmerSms:farmerSms.smsSent'),
} as const satisfies Record<string, Message>;
