import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import type { DocumentNamesAnswer } from '@kisan-credit/shared-api/contract/documentNames';
import { DOCUMENT_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/documentApi';

// The upload and download calls' answers and parameters (docs/requirements.md#r7-calls); the suggestions
// answer is the contract's (suggestionsAnswer.ts).

export const uploadAnswerSchema = z.object({ url: z.string() });

export const docTypeQuerySchema = z.strictObject({
  doctype: z.string({ error: messageId(DOCUMENT_API_MESSAGES.unknownDocType) }),
});

/** POST /loan/upload: which guarantor (from 1) and which of their documents; the spec's client names neither. */
export const guarantorUploadQuerySchema = z.strictObject({
  guarantor: z.coerce.number({ error: messageId(DOCUMENT_API_MESSAGES.unknownDocType) }).optional(),
  document: z.string({ error: messageId(DOCUMENT_API_MESSAGES.unknownDocType) }).optional(),
});

export const fileIdParamsSchema = z.strictObject({
  fileId: z.uuid({ error: messageId(DOCUMENT_API_MESSAGES.documentNotFound) }),
});

export const documentNamesAnswerSchema = z.object({
  data: z.object({
    processing: z.boolean(),
    documents: z.array(z.object({ source: z.string(), names: z.array(z.string()) })),
  }),
}) satisfies z.ZodType<{ data: DocumentNamesAnswer }>;
