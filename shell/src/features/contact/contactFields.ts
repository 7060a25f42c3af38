import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { CONTACT_FIELD_LABELS as LABELS } from '@kisan-credit/shared-api/contract/messages/contactFieldLabels';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '' };

export const CONTACT_FIELD_LABELS = {
  name: LABELS.contactName,
  email: LABELS.contactEmail,
  message: LABELS.contactMessage,
} as const;

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: MAX_LENGTH.contactName,
  email: MAX_LENGTH.email,
  message: MAX_LENGTH.contactMessage,
};
