import type { FieldLabel } from 'shared-api/contract/messages/fields';

/**
 * The contact inquiry's field labels, part of FIELD_LABELS, kept apart so the public contact page does not
 * download the labels of the whole application.
 */
export const CONTACT_FIELD_LABELS = {
  contactName: { en: 'Name', hi: 'नाम' },
  contactEmail: { en: 'Email', hi: 'ईमेल' },
  contactMessage: { en: 'Message', hi: 'संदेश' },
} as const satisfies Record<string, FieldLabel>;
