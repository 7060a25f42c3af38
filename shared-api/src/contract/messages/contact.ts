import type { Message } from 'shared-api/contract/messages/catalogue';

/** The contact page's notices (spec §8). */
export const CONTACT_MESSAGES = {
  sent: {
    en: 'Your message has been sent successfully! You will be contacted in next 1 or 2 business days.',
    hi: 'आपका संदेश सफलतापूर्वक भेज दिया गया है! अगले 1 या 2 कार्य दिवसों में आपसे संपर्क किया जाएगा।',
  },
  failed: {
    en: 'Failed to send message. Please try again.',
    hi: 'संदेश भेजने में विफल। कृपया फिर से प्रयास करें।',
  },
  sending: { en: 'Sending...', hi: 'भेजा जा रहा है...' },
} as const satisfies Record<string, Message>;
