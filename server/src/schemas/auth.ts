import { z } from 'zod';
import type { LogoutResponse, SendOtpResponse, SessionInfo, VerifyOtpResponse } from 'shared-api/contract/auth';
import { ROLES } from 'shared-api/contract/roles';

// The answers of the auth routes; requests use shared-api's schemas directly. Each schema is checked
// against the contract's type, so the two cannot drift apart.
const role = z.enum(ROLES);

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
}) satisfies z.ZodType<SessionInfo>;
