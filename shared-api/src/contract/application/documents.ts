import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import { MAX_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import {
  DOCUMENT_SLOTS,
  LAWYER_DOCUMENT_SLOTS,
  optionValues,
  type DocumentSlot,
  type LawyerDocumentSlot,
} from '@kisan-credit/shared-api/contract/options';
import { group, text, yesNo, type TextField } from '@kisan-credit/shared-api/contract/application/fields';

/** Where an uploaded file can be fetched: the url the upload call answered; '' clears a slot. */
export const documentUrlSchema = text(L.documentLink, MAX_LENGTH.url);

function slotShape<const Slot extends string>(slots: readonly Slot[]) {
  return Object.fromEntries(slots.map((slot) => [slot, documentUrlSchema])) as Record<Slot, TextField>;
}

/** documents: slot name → url, for the farmer's seven slots and the lawyer's four (docs/requirements.md#r3-document-slot). */
export const documentsSchema = group(L.documents, slotShape<DocumentSlot>(DOCUMENT_SLOTS));
export type Documents = NonNullable<z.output<typeof documentsSchema>>;

/** The lawyer may set only the four legal slots; any other slot is refused, not ignored. */
export const lawyerDocumentsSchema = z.strictObject(
  slotShape<LawyerDocumentSlot>(optionValues(LAWYER_DOCUMENT_SLOTS)),
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messageId(M.fieldsNotAllowed(issue.keys.map((key) => `documents.${key}`)))
        : messageId(M.notAGroup(L.documents)),
  },
);
export type LawyerDocuments = z.output<typeof lawyerDocumentsSchema>;

/**
 * A guarantor's uploaded document (aadharDoc, photoDoc). The browser also holds the chosen File, which does
 * not travel as JSON; only the url and the uploaded mark are kept.
 */
export const guarantorDocumentSchema = group(L.guarantorDocument, {
  url: documentUrlSchema,
  uploaded: yesNo(L.uploaded),
  fileName: text(L.guarantorDocument, MAX_LENGTH.shortText),
});
export type GuarantorDocument = NonNullable<z.output<typeof guarantorDocumentSchema>>;
