import { z } from 'zod';
import { DOCUMENT_API_MESSAGES } from 'shared-api/contract/messages/documentApi';
import { SUGGESTION_LISTS, SUGGESTION_ROLES } from 'shared-api/contract/suggestions';

// The answers of the upload, download and suggestions calls (docs/requirements.md#r7-calls).

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

const suggestion = z.object({
  value: z.string(),
  source: z.string(),
  role: z.enum(SUGGESTION_ROLES).optional(),
  confidence: z.number().optional(),
});
const ageSuggestion = suggestion.extend({
  dateOfBirth: z.string().optional(),
  calculationMethod: z.string().optional(),
});
const landRecordSuggestion = z.object({
  khataNo: z.string().optional(),
  surveyNo: z.string().optional(),
  landArea: z.number().optional(),
  landAreaUnit: z.enum(['acre', 'hectare']).optional(),
  revenueVillage: z.string().optional(),
  pargana: z.string().optional(),
  tehsil: z.string().optional(),
  district: z.string().optional(),
  owners: z.array(z.object({ name: z.string(), share: z.string().optional() })).optional(),
  source: z.string(),
  confidence: z.number().optional(),
  needsReview: z.boolean().optional(),
});

export const suggestionsAnswerSchema = z.object({
  success: z.boolean(),
  processing: z.boolean(),
  suggestions: z.object({
    ...Object.fromEntries(
      SUGGESTION_LISTS.map((list) => [list, z.array(list === 'ages' ? ageSuggestion : suggestion)]),
    ),
    landRecords: z.array(landRecordSuggestion),
  }),
});
