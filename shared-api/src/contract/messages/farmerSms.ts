import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * The SMS the farmer gets when the application moves (docs/requirements.md#r10-farmer-sms). Each is registered with India's
 * DLT as a template; its id is configuration (SMS_DLT_TEMPLATE_IDS). `{amount}` is the only variable.
 */
export const FARMER_SMS_TEXTS = {
  submitted: {
    en: 'Kisan Credit: your KCC application has been received. We will send you an SMS at every step.',
    hi: 'किसान क्रेडिट: आपका केसीसी आवेदन मिल गया है। हर चरण पर हम आपको एसएमएस भेजेंगे।',
  },
  withLawyer: {
    en: 'Kisan Credit: a lawyer is now checking the land records of your KCC application.',
    hi: 'किसान क्रेडिट: अब एक वकील आपके केसीसी आवेदन के भूमि अभिलेखों की जाँच कर रहे हैं।',
  },
  approved: {
    en: 'Kisan Credit: the bank has approved your KCC application. Final approval comes next.',
    hi: 'किसान क्रेडिट: बैंक ने आपका केसीसी आवेदन स्वीकृत कर दिया है। अब अंतिम स्वीकृति होगी।',
  },
  sanctioned: {
    en: 'Kisan Credit: your KCC loan has been sanctioned. Download your sanction letter from Kisan Credit.',
    hi: 'किसान क्रेडिट: आपका केसीसी ऋण मंज़ूर हो गया है। अपना स्वीकृति पत्र किसान क्रेडिट से डाउनलोड करें।',
  },
  disbursed: {
    en: 'Kisan Credit: {amount} of your KCC loan has been paid into your bank account.',
    hi: 'किसान क्रेडिट: आपके केसीसी ऋण के {amount} आपके बैंक खाते में जमा कर दिए गए हैं।',
  },
} as const satisfies Record<string, Message>;

/** What the farmer's timeline calls an SMS it lists. */
export const FARMER_SMS_MESSAGES = {
  smsSent: { en: 'SMS sent', hi: 'एसएमएस भेजा गया' },
} as const satisfies Record<string, Message>;
