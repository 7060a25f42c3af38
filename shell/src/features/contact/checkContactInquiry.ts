// Loaded on submit (see useContactForm): the contract's schema brings zod, which the contact page's first
// paint does not need.
import { contactInquirySchema, type ContactInquiryInput } from '@kisan-credit/shared-api/contract/contact';
import { firstErrorPerField } from '@kisan-credit/shared-api/contract/fieldErrors';
import type { ContactFieldErrors, ContactValues } from './contactFields';

export type ContactCheck = { inquiry: ContactInquiryInput; errors?: undefined } | { errors: ContactFieldErrors };

/** The form as the server will judge it: the trimmed inquiry, or the contract's message per field. */
export function checkContactInquiry(values: ContactValues): ContactCheck {
  const result = contactInquirySchema.safeParse(values);
  if (result.success) return { inquiry: result.data };
  return { errors: firstErrorPerField(result.error.issues) as ContactFieldErrors };
}
