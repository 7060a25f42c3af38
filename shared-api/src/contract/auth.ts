import { z } from 'zod';
import { OTP_LENGTH } from 'shared-api/contract/limits';
import { AUTH_MESSAGES } from 'shared-api/contract/messages/auth';
import { indianMobileSchema } from 'shared-api/contract/phone';
import type { Role } from 'shared-api/contract/roles';

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
    otp: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpFormat.en),
    verificationId: z.uuid(AUTH_MESSAGES.verificationIdInvalid.en),
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
  /** The largest document the server accepts (its UPLOAD_MAX_BYTES): the browser refuses a larger file early. */
  uploadMaxBytes: number;
}
