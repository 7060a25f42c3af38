import { MAX_LENGTH } from 'shared-api/contract/limits';
import { FIELD_LABELS } from 'shared-api/contract/messages/fields';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '' };

export const CONTACT_FIELD_LABELS = {
  name: FIELD_LABELS.contactName,
  email: FIELD_LABELS.contactEmail,
  message: FIELD_LABELS.contactMessage,
} as const;

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: MAX_LENGTH.contactName,
  email: MAX_LENGTH.email,
  message: MAX_LENGTH.contactMessage,
};
