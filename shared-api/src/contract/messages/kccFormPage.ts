import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * The top of the farmer's /kcc-form page (docs/requirements.md#r2-wizard). Kept apart from the wizard's texts because the shell
 * draws this part too, while the farmer app loads, and the shell's bundle is on every page.
 */
export const KCC_FORM_PAGE_MESSAGES = {
  title: { en: 'KCC Application Form', hi: 'केसीसी आवेदन पत्र' },
  subtitle: {
    en: 'Complete all steps to submit your Kisan Credit Card application',
    hi: 'अपना किसान क्रेडिट कार्ड आवेदन जमा करने के लिए सभी चरण पूरे करें',
  },
  // The spec shows a loading placeholder without its words.
  loadingApplication: { en: 'Loading your application...', hi: 'आपका आवेदन लोड हो रहा है...' },
} as const satisfies Record<string, Message>;
