import { translate, type Message } from 'shared-api/contract/messages/catalogue';

/** The shell shows English until language switching arrives; every text still goes through the catalogue. */
export function text(message: Message): string {
  return translate(message, 'en');
}
