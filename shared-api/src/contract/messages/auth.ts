import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** Sign-in texts: the wording of docs/requirements.md#r4-sign-in and docs/requirements.md#r8-errors, and the server's OTP rule messages. */
export const AUTH_MESSAGES = {
  otpSentLanding: message('auth:otpSentLanding'),
  otpSentLogin: message('auth:otpSentLogin'),
  sendOtpFailed: message('auth:sendOtpFailed'),
  authenticationFailed: message('auth:authenticationFailed'),
  invalidOtp: message('auth:invalidOtp'),
  invalidResponse: message('auth:invalidResponse'),
  alreadyLoggedIn: message('auth:alreadyLoggedIn'),
  redirecting: message('auth:redirecting'),
  sendingOtp: message('auth:sendingOtp'),
  verifying: message('auth:verifying'),
  invalidMobile: message('auth:invalidMobile'),
  otpWrongOrExpired: message('auth:otpWrongOrExpired'),
  otpTooManyAttempts: message('auth:otpTooManyAttempts'),
  otpResendTooSoon: message('auth:otpResendTooSoon'),
  otpHourlyLimit: message('auth:otpHourlyLimit'),
  smsDeliveryFailed: message('auth:smsDeliveryFailed'),
  otpFormat: message('auth:otpFormat'),
  verificationIdInvalid: message('auth:verificationIdInvalid'),
  sessionExpired: message('auth:sessionExpired'),
  signInRequired: message('auth:signInRequired'),
  forbidden: message('auth:forbidden'),
} as const satisfies Record<string, Message>;
