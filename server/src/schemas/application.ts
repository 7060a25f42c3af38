import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import { FARMER_SMS_KINDS } from '@kisan-credit/shared-api/contract/farmerSms';
import { APPLICATION_STATUSES } from '@kisan-credit/shared-api/contract/status';
import { ROLES } from '@kisan-credit/shared-api/contract/roles';
import { HISTORY_ACTIONS } from '@kisan-credit/shared-api/contract/workflow';
import { APPLICATION_API_MESSAGES } from '@kisan-credit/shared-api/contract/messages/applicationApi';
import { bankerPatchSchema, lawyerPatchSchema } from '@kisan-credit/shared-api/contract/application';

// The answers of the application, dashboard and contact calls. Requests use shared-api's schemas.

const status = z.enum(APPLICATION_STATUSES);
const historyAction = z.enum(HISTORY_ACTIONS);

/** ?userId=… : whose application, for staff. Farmers send none (a farmer's userId is refused). */
export const userIdQuerySchema = z.strictObject({
  userId: z.uuid({ error: messageId(APPLICATION_API_MESSAGES.invalidUserId) }).optional(),
});

/** The application: the server-held fields typed, the application's own fields passed through as stored. */
export const applicationSchema = z.looseObject({
  _id: z.string(),
  userId: z.string(),
  key: z.string().optional(),
  status,
  phoneNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

export const applicationAnswerSchema = z.object({ data: applicationSchema });

export const applicationListItemSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  key: z.string().optional(),
  applicantName: z.string().optional(),
  phoneNumber: z.string(),
  address: z.string().optional(),
  loanAmount: z.number().optional(),
  createdAt: z.string(),
  business: z.string().optional(),
  status,
  daysPending: z.number().int().optional(),
});

export const applicationListAnswerSchema = z.object({
  data: z.array(applicationListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
  amounts: z.object({ sanctioned: z.number(), disbursed: z.number() }).optional(),
  serviceLevelDays: z.number().int(),
});

const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: historyAction,
  actorUserId: z.string().nullable(),
  actorRole: z.enum(ROLES).nullable(),
  actorName: z.string().nullable(),
  actorBranch: z.string().nullable(),
  changedFields: z.array(z.string()),
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
  reason: z.string().optional(),
  lawyerId: z.string().optional(),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  remarks: z.string().optional(),
  verdict: z.string().optional(),
  amount: z.number().optional(),
  date: z.string().optional(),
});

const timelineEntrySchema = z.object({
  at: z.string(),
  action: historyAction,
  fromStatus: status.nullable(),
  status,
});

export const historyAnswerSchema = z.object({ data: z.array(z.union([historyEntrySchema, timelineEntrySchema])) });

export const sentFarmerSmsAnswerSchema = z.object({
  data: z.array(z.object({ kind: z.enum(FARMER_SMS_KINDS), status, sentAt: z.string(), text: z.string() })),
});

export const contactInquiryAnswerSchema = z.object({ data: z.object({ id: z.uuid() }) });

/**
 * PATCH /loan/application's body, for the API documentation only: the handler parses it by the caller's
 * role (a lawyer's with lawyerPatchSchema, a banker's with bankerPatchSchema), so Fastify validates nothing.
 */
export const staffPatchBodyDocumentation = z
  .union([
    lawyerPatchSchema.describe(
      'Lawyer, while the status is `lawyer`: only the four legal document slots, landDetails, cropDetails, landGeneralInfo',
    ),
    bankerPatchSchema.describe(
      'Banker: any application field and bankDetails (merged field by field; blank branch fields get the defaults of docs/requirements.md#r9-bank-defaults)',
    ),
  ])
  .describe('By role: the lawyer’s schema or the banker’s. Fields outside it are refused (403/400), never ignored.');
