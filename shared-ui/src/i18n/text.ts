import { translate, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { currentLanguage } from './language';

/**
 * Every text on screen goes through the catalogue, in the language chosen now. The app's root component
 * re-renders on a switch (useLanguage), so every text() below it is read again.
 */
export function text(message: Message): string {
  return translate(message, currentLanguage());
}
