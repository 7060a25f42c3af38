import type { Message } from 'shared-api/contract/messages/catalogue';

export const FOOTER_TEXTS = {
  about: {
    en: 'Digital Kisan Credit Card loans for Indian farmers, reviewed by lawyers and bankers online.',
    hi: 'भारतीय किसानों के लिए डिजिटल किसान क्रेडिट कार्ड ऋण, जिनकी जाँच वकील और बैंकर ऑनलाइन करते हैं।',
  },
  quickLinks: { en: 'Quick Links', hi: 'त्वरित लिंक' },
  aboutUs: { en: 'About Us', hi: 'हमारे बारे में' },
  contact: { en: 'Contact', hi: 'संपर्क' },
  farmerLogin: { en: 'Farmer Login', hi: 'किसान लॉग इन' },
  contactDetails: { en: 'Contact Details', hi: 'संपर्क विवरण' },
  followUs: { en: 'Follow Us', hi: 'हमें फ़ॉलो करें' },
  rightsReserved: { en: 'All rights reserved.', hi: 'सर्वाधिकार सुरक्षित।' },
} as const satisfies Record<string, Message>;
