import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** Texts of the API's operating calls (health, metrics, browser error reports). */
export const OPERATIONS_MESSAGES = {
  tooManyErrorReports: message('operations:tooManyErrorReports'),
} as const satisfies Record<string, Message>;
