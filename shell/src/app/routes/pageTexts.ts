import type { Message } from 'shared-api/contract/messages/catalogue';

/** Titles of the shell's own pages. */
export const PAGE_TEXTS = {
  aboutTitle: { en: 'About Us', hi: 'हमारे बारे में' },
  contactTitle: { en: 'Contact Us', hi: 'संपर्क करें' },
  formTitle: { en: 'Apply for a Kisan Credit Card', hi: 'किसान क्रेडिट कार्ड के लिए आवेदन करें' },
  formExplanation: {
    en: 'Sign in with your mobile number to start or continue your KCC application. We will send you a one-time password (OTP).',
    hi: 'अपना KCC आवेदन शुरू करने या जारी रखने के लिए अपने मोबाइल नंबर से साइन इन करें। हम आपको एक वन-टाइम पासवर्ड (ओटीपी) भेजेंगे।',
  },
} as const satisfies Record<string, Message>;
