import { z } from 'zod';
import { indianMobileSchema } from './phone';
import type { Role } from './roles';

export const OTP_LENGTH = 6;

export const sendOtpRequestSchema = z.object({ phone: indianMobileSchema }).strict();
export type SendOtpRequest = z.input<typeof sendOtpRequestSchema>;

export interface SendOtpResponse {
  verificationId: string;
  /** Seconds until the code expires. */
  expiresIn: number;
  /** Seconds before another code may be requested for this phone. */
  resendAfter: number;
}

export const verifyOtpRequestSchema = z
  .object({
    phone: indianMobileSchema,
    otp: z.string().trim().regex(/^\d{6}$/, 'The OTP is the 6-digit code we sent you'),
    verificationId: z.uuid('The verification id is not valid; please request a new OTP'),
  })
  .strict();
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

export interface VerifyOtpResponse {
  token: string;
  role: Role;
}

export interface LogoutResponse {
  success: true;
}

/** GET /api/auth/session: who the bearer token belongs to. */
export interface SessionInfo {
  phone: string;
  role: Role;
  expiresAt: string;
}
