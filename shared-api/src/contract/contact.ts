import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import { text } from '@kisan-credit/shared-api/contract/application/fields';

/** POST /contact/inquiry: name, email and message, all required (docs/requirements.md#r5-contact). */
export const contactInquirySchema = z.strictObject(
  {
    name: text(L.contactName, MAX_LENGTH.contactName, { required: true }),
    email: text(L.contactEmail, MAX_LENGTH.email, { required: true }).pipe(
      z.email({ error: messageId(M.invalidEmail) }).optional(),
    ),
    message: text(L.contactMessage, MAX_LENGTH.contactMessage, { required: true }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? messageId(M.fieldsNotAllowed(issue.keys)) : messageId(M.bodyNotAnObject),
  },
);
export type ContactInquiry = z.output<typeof contactInquirySchema>;
export type ContactInquiryInput = z.input<typeof contactInquirySchema>;

/** POST /contact/inquiry's answer (201): the stored inquiry's id. */
export interface ContactInquiryReceipt {
  id: string;
}
