import type { ReactNode } from 'react';
import { hindiForValidationMessage } from 'shared-api/contract/messages/validation';
import { currentLanguage } from './language';

/**
 * A field's error in the current language. The contract's schemas give their messages in English (zod
 * issues carry one text); the Hindi of each is kept beside it, so a Hindi reader sees it in Hindi.
 */
export function validationText(error: ReactNode): ReactNode {
  if (typeof error !== 'string' || currentLanguage() !== 'hi') return error;
  return hindiForValidationMessage(error) ?? error;
}
