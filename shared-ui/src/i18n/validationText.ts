import type { ReactNode } from 'react';
import { messageFromId, translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { currentLanguage } from './language';

/**
 * A field's error in the current language. The contract's schemas carry a message's id as zod's one string
 * (catalogue.ts messageId); anything else (a text already worded, an element) is shown as it is.
 */
export function validationText(error: ReactNode): ReactNode {
  if (typeof error !== 'string') return error;
  const message = messageFromId(error);
  return message ? translate(message, currentLanguage()) : error;
}
