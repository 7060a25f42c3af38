import { z } from 'zod';
import { DOCUMENT_API_MESSAGES } from 'shared-api/contract/messages/documentApi';

// The upload and download calls' answers and parameters (docs/requirements.md#r7-calls); the suggestions
// answer is the contract's (suggestionsAnswer.ts).

export const uploadAnswerSchema = z.object({ url: z.string() });

export const docTypeQuerySchema = z.strictObject({
  doctype: z.string({ error: DOCUMENT_API_MESSAGES.unknownDocType.en }),
});

/** POST /loan/upload: which guarantor (from 1) and which of their documents; the spec's client names neither. */
export const guarantorUploadQuerySchema = z.strictObject({
  guarantor: z.coerce.number({ error: DOCUMENT_API_MESSAGES.unknownDocType.en }).optional(),
  document: z.string({ error: DOCUMENT_API_MESSAGES.unknownDocType.en }).optional(),
});

export const fileIdParamsSchema = z.strictObject({
  fileId: z.uuid({ error: DOCUMENT_API_MESSAGES.documentNotFound.en }),
});
