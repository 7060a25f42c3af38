import { z } from 'zod';
import type {
  AccountLanguage,
  LogoutResponse,
  SendOtpResponse,
  SessionInfo,
  VerifyOtpResponse,
} from '@kisan-credit/shared-api/contract/auth';
import { LANGUAGES } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { ROLES } from '@kisan-credit/shared-api/contract/roles';

// The answers of the auth routes; requests use shared-api's schemas directly. Each schema is checked
// against the contract's type, so the two cannot drift apart.
const role = z.enum(ROLES);
const language = z.enum(LANGUAGES);

export const sendOtpResponseSchema = z.object({
  verificationId: z.uuid(),
  expiresIn: z.number().int(),
  resendAfter: z.number().int(),
}) satisfies z.ZodType<SendOtpResponse>;

export const verifyOtpResponseSchema = z.object({ token: z.string(), role }) satisfies z.ZodType<VerifyOtpResponse>;

export const logoutResponseSchema = z.object({ success: z.literal(true) }) satisfies z.ZodType<LogoutResponse>;

export const sessionInfoSchema = z.object({
  phone: z.string(),
  role,
  expiresAt: z.string(),
  uploadMaxBytes: z.number().int().positive(),
  language,
}) satisfies z.ZodType<SessionInfo>;

export const accountLanguageSchema = z.object({ language }) satisfies z.ZodType<AccountLanguage>;
