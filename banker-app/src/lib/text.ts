import { translate, type Language, type Message } from 'shared-api/contract/messages/catalogue';

/** The language the banker app shows. English until language switching arrives (issue 8). */
export const LANGUAGE: Language = 'en';

/** Every text on screen goes through the catalogue: text(BANK_DETAILS_MESSAGES.title). */
export function text(message: Message): string {
  return translate(message, LANGUAGE);
}
