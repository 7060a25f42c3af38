import type { Message } from 'shared-api/contract/messages/catalogue';

/** The contact page's notices (docs/requirements.md#r8-errors) and its headings. */
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
  intro: {
    en: 'Questions about your Kisan Credit Card loan or your application? Send us a message or call us.',
    hi: 'अपने किसान क्रेडिट कार्ड ऋण या आवेदन के बारे में कोई प्रश्न है? हमें संदेश भेजें या फ़ोन करें।',
  },
  formTitle: { en: 'Send us a message', hi: 'हमें संदेश भेजें' },
  sendMessage: { en: 'Send Message', hi: 'संदेश भेजें' },
  detailsTitle: { en: 'Get in touch', hi: 'हमसे संपर्क करें' },
  phoneTitle: { en: 'Phone', hi: 'फ़ोन' },
  emailTitle: { en: 'Email', hi: 'ईमेल' },
  helplineTitle: { en: '24/7 Helpline', hi: '24/7 हेल्पलाइन' },
  helplineText: {
    en: 'Available 24 hours a day, 7 days a week.',
    hi: 'दिन के 24 घंटे, सप्ताह के सातों दिन उपलब्ध।',
  },
} as const satisfies Record<string, Message>;
