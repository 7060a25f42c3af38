import type { Message } from 'shared-api/contract/messages/catalogue';

/** Sign-in texts: the wording of docs/requirements.md#r4-sign-in and docs/requirements.md#r8-errors, and the server's OTP rule messages. */
export const AUTH_MESSAGES = {
  otpSentLanding: { en: 'OTP sent successfully', hi: 'ओटीपी सफलतापूर्वक भेजा गया' },
  otpSentLogin: { en: 'OTP sent to your phone!', hi: 'ओटीपी आपके फ़ोन पर भेजा गया!' },
  sendOtpFailed: { en: 'Failed to send OTP', hi: 'ओटीपी भेजने में विफल' },
  authenticationFailed: { en: 'Authentication failed', hi: 'प्रमाणीकरण विफल' },
  invalidOtp: { en: 'Invalid OTP', hi: 'अमान्य ओटीपी' },
  invalidResponse: { en: 'Invalid response from server', hi: 'सर्वर से अमान्य उत्तर' },
  alreadyLoggedIn: { en: "You're already logged in!", hi: 'आप पहले से लॉग इन हैं!' },
  redirecting: { en: 'Redirecting...', hi: 'आगे ले जा रहे हैं...' },
  sendingOtp: { en: 'Sending OTP...', hi: 'ओटीपी भेजा जा रहा है...' },
  verifying: { en: 'Verifying...', hi: 'सत्यापित किया जा रहा है...' },
  invalidMobile: {
    en: 'Please enter a valid 10-digit Indian mobile number',
    hi: 'कृपया 10 अंकों का मान्य भारतीय मोबाइल नंबर दर्ज करें',
  },
  otpWrongOrExpired: {
    en: 'The OTP is incorrect or has expired. Please check it or request a new one.',
    hi: 'ओटीपी गलत है या उसकी समय-सीमा समाप्त हो गई है। कृपया जाँचें या नया ओटीपी मँगाएँ।',
  },
  otpTooManyAttempts: {
    en: 'Too many wrong attempts for this OTP. Please request a new one.',
    hi: 'इस ओटीपी के लिए बहुत अधिक गलत प्रयास। कृपया नया ओटीपी मँगाएँ।',
  },
  otpResendTooSoon: {
    en: 'Please wait a minute before requesting another OTP.',
    hi: 'दूसरा ओटीपी मँगाने से पहले कृपया एक मिनट प्रतीक्षा करें।',
  },
  otpHourlyLimit: {
    en: 'Too many OTP requests. Please try again after some time.',
    hi: 'बहुत अधिक ओटीपी अनुरोध। कृपया कुछ समय बाद पुनः प्रयास करें।',
  },
  smsDeliveryFailed: {
    en: 'We could not send the SMS right now. Please try again.',
    hi: 'अभी एसएमएस नहीं भेजा जा सका। कृपया पुनः प्रयास करें।',
  },
  otpFormat: {
    en: 'The OTP is the 6-digit code we sent you',
    hi: 'ओटीपी वह 6 अंकों का कोड है जो हमने आपको भेजा है',
  },
  verificationIdInvalid: {
    en: 'The verification id is not valid; please request a new OTP',
    hi: 'सत्यापन आईडी मान्य नहीं है; कृपया नया ओटीपी मँगाएँ',
  },
  sessionExpired: {
    en: 'Your session has expired. Please sign in again.',
    hi: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  },
  signInRequired: { en: 'Please sign in to continue.', hi: 'जारी रखने के लिए कृपया साइन इन करें।' },
  forbidden: {
    en: 'You do not have permission to do this.',
    hi: 'आपको यह करने की अनुमति नहीं है।',
  },
} as const satisfies Record<string, Message>;
