import { z } from 'zod';
import type { LandRecordSuggestion } from '@kisan-credit/shared-api/contract/landRecordSuggestions';
import {
  SUGGESTION_LISTS,
  SUGGESTION_ROLES,
  type AgeSuggestion,
  type Suggestion,
  type SuggestionList,
  type Suggestions,
} from '@kisan-credit/shared-api/contract/suggestions';

/**
 * GET /api/file/suggestions (docs/requirements.md#r7-calls): what was read from the caller's documents, every
 * list of docs/requirements.md#r3-suggestions plus the land records, and whether readings are still pending.
 * The server answers through this schema; the farmer's wizard reads it (leniently, so an older server's
 * answer still fits) without loading zod.
 */
export interface SuggestionsAnswer {
  success: boolean;
  processing: boolean;
  suggestions: Suggestions & { landRecords: LandRecordSuggestion[] };
}

const suggestion = z.object({
  value: z.string(),
  source: z.string(),
  role: z.enum(SUGGESTION_ROLES).optional(),
  confidence: z.number().optional(),
}) satisfies z.ZodType<Suggestion>;

const ageSuggestion = suggestion.extend({
  dateOfBirth: z.string().optional(),
  calculationMethod: z.string().optional(),
}) satisfies z.ZodType<AgeSuggestion>;

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
}) satisfies z.ZodType<LandRecordSuggestion>;

const lists = Object.fromEntries(
  SUGGESTION_LISTS.map((list) => [list, z.array(list === 'ages' ? ageSuggestion : suggestion)]),
) as { [List in SuggestionList]: z.ZodArray<List extends 'ages' ? typeof ageSuggestion : typeof suggestion> };

export const suggestionsAnswerSchema = z.object({
  success: z.boolean(),
  processing: z.boolean(),
  suggestions: z.object({ ...lists, landRecords: z.array(landRecordSuggestion) }),
}) satisfies z.ZodType<SuggestionsAnswer>;
