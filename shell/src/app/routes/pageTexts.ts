import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** Titles of the shell's own pages. */
export const PAGE_TEXTS = {
  aboutTitle: message('page:aboutTitle'),
  contactTitle: message('page:contactTitle'),
  formTitle: message('page:formTitle'),
  formExplanation: message('page:formExplanation'),
} as const satisfies Record<string, Message>;
