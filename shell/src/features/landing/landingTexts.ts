import type { Message } from 'shared-api/contract/messages/catalogue';

/** The landing hero (docs/requirements.md#r1-purpose). */
export const LANDING_TEXTS = {
  headline: { en: 'Empowering Farmers with Digital Solutions', hi: 'डिजिटल समाधानों से किसानों का सशक्तिकरण' },
  subheadline: {
    en: 'Streamlined access to agricultural financing, government schemes and expert farming guidance.',
    hi: 'कृषि ऋण, सरकारी योजनाओं और विशेषज्ञ खेती मार्गदर्शन तक सरल पहुँच।',
  },
  learnMore: { en: 'Learn More', hi: 'और जानें' },
} as const satisfies Record<string, Message>;
