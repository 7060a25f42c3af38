// Loaded on submit (see useContactForm): the contract's schema brings zod, which the contact page's first
// paint does not need.
import { contactInquirySchema, type ContactInquiryInput } from 'shared-api/contract/contact';
import type { ContactField, ContactFieldErrors, ContactValues } from './contactFields';

export type ContactCheck = { inquiry: ContactInquiryInput; errors?: undefined } | { errors: ContactFieldErrors };

/** The form as the server will judge it: the trimmed inquiry, or the contract's message per field. */
export function checkContactInquiry(values: ContactValues): ContactCheck {
  const result = contactInquirySchema.safeParse(values);
  if (result.success) return { inquiry: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
