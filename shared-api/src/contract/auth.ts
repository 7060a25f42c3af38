import { LANGUAGES, messageId, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { z } from 'zod';
import { OTP_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { VALIDATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/validation';
import { indianMobileSchema } from '@kisan-credit/shared-api/contract/phone';
import type { Role } from '@kisan-credit/shared-api/contract/roles';

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
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), messageId(AUTH_MESSAGES.otpFormat)),
    verificationId: z.uuid(messageId(AUTH_MESSAGES.verificationIdInvalid)),
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
  /** The account's language (docs/requirements.md#r10-languages): a device with no choice of its own shows it. */
  language: Language;
}

/** PUT /api/auth/language: the language the signed-in person chose, kept with their account (their SMS go in it). */
export const accountLanguageRequestSchema = z.strictObject(
  {
    language: z.enum(LANGUAGES, { error: messageId(VALIDATION_MESSAGES.chooseFromList(COMMON_MESSAGES.language)) }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messageId(VALIDATION_MESSAGES.fieldsNotAllowed(issue.keys))
        : messageId(VALIDATION_MESSAGES.bodyNotAnObject),
  },
);
export type AccountLanguageRequest = z.input<typeof accountLanguageRequestSchema>;

/** PUT /api/auth/language's answer: the language the account now has. */
export interface AccountLanguage {
  language: Language;
}
