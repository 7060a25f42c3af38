import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * The sign-in screens' labels (docs/requirements.md#r2-login). Messages and busy texts come from AUTH_MESSAGES; these are the
 * field and button labels only the shell shows.
 */
export const SIGN_IN_TEXTS = {
  cardTitle: { en: 'Apply for an instant KCC Loan', hi: 'तुरंत KCC ऋण के लिए आवेदन करें' },
  mobileNumber: { en: 'Mobile Number', hi: 'मोबाइल नंबर' },
  getStarted: { en: 'Get Started Now', hi: 'अभी शुरू करें' },
  otpPlaceholder: { en: 'Enter 6-digit OTP', hi: '6 अंकों का ओटीपी दर्ज करें' },
  verifyOtp: { en: 'Verify OTP', hi: 'ओटीपी सत्यापित करें' },
  loginTitle: { en: 'Login', hi: 'लॉग इन' },
  phoneNumber: { en: 'Phone Number', hi: 'फ़ोन नंबर' },
  sendOtp: { en: 'Send OTP', hi: 'ओटीपी भेजें' },
  codeSentTo: { en: 'Verification code sent to:', hi: 'सत्यापन कोड भेजा गया:' },
  enterOtp: { en: 'Enter OTP', hi: 'ओटीपी दर्ज करें' },
  changeNumber: { en: 'Change number', hi: 'नंबर बदलें' },
} as const satisfies Record<string, Message>;
