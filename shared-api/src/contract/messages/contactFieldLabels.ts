import { message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FieldLabel } from '@kisan-credit/shared-api/contract/messages/fields';

/**
 * The contact inquiry's field labels, part of FIELD_LABELS, kept apart so the public contact page does not
 * download the labels of the whole application.
 */
export const CONTACT_FIELD_LABELS = {
  contactName: message('contactFieldLabels:contactName'),
  contactEmail: message('contactFieldLabels:contactEmail'),
  contactMessage: message('contactFieldLabels:contactMessage'),
} as const satisfies Record<string, FieldLabel>;
