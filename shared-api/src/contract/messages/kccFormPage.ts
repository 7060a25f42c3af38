import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * The top of the farmer's /kcc-form page (docs/requirements.md#r2-wizard). Kept apart from the wizard's texts because the shell
 * draws this part too, while the farmer app loads, and the shell's bundle is on every page.
 */
export const KCC_FORM_PAGE_MESSAGES = {
  title: message('kccFormPage:title'),
  subtitle: message('kccFormPage:subtitle'),
  // The spec shows a loading placeholder without its words.
  loadingApplication: message('kccFormPage:loadingApplication'),
} as const satisfies Record<string, Message>;
