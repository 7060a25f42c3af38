import type { Message } from 'shared-api/contract/messages/catalogue';

/** Texts of the API's operating calls (health, metrics, browser error reports). */
export const OPERATIONS_MESSAGES = {
  tooManyErrorReports: {
    en: 'Too many error reports from this address. Please try again in a minute.',
    hi: 'इस पते से बहुत अधिक त्रुटि रिपोर्ट आई हैं। कृपया एक मिनट बाद पुनः प्रयास करें।',
  },
} as const satisfies Record<string, Message>;
