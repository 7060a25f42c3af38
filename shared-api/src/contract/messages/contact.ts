import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** The contact page's notices (docs/requirements.md#r8-errors) and its headings. */
export const CONTACT_MESSAGES = {
  sent: message('contact:sent'),
  failed: message('contact:failed'),
  sending: message('contact:sending'),
  intro: message('contact:intro'),
  formTitle: message('contact:formTitle'),
  sendMessage: message('contact:sendMessage'),
  detailsTitle: message('contact:detailsTitle'),
  phoneTitle: message('contact:phoneTitle'),
  emailTitle: message('contact:emailTitle'),
  helplineTitle: message('contact:helplineTitle'),
  helplineText: message('contact:helplineText'),
} as const satisfies Record<string, Message>;
