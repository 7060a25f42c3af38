import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * The sign-in screens' labels (docs/requirements.md#r2-login). Messages and busy texts come from AUTH_MESSAGES; these are the
 * field and button labels only the shell shows.
 */
export const SIGN_IN_TEXTS = {
  cardTitle: message('signIn:cardTitle'),
  mobileNumber: message('signIn:mobileNumber'),
  getStarted: message('signIn:getStarted'),
  otpPlaceholder: message('signIn:otpPlaceholder'),
  verifyOtp: message('signIn:verifyOtp'),
  loginTitle: message('signIn:loginTitle'),
  phoneNumber: message('signIn:phoneNumber'),
  sendOtp: message('signIn:sendOtp'),
  codeSentTo: message('signIn:codeSentTo'),
  enterOtp: message('signIn:enterOtp'),
  changeNumber: message('signIn:changeNumber'),
} as const satisfies Record<string, Message>;
