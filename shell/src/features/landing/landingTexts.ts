import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** The landing hero (docs/requirements.md#r1-purpose). */
export const LANDING_TEXTS = {
  headline: message('landing:headline'),
  subheadline: message('landing:subheadline'),
  learnMore: message('landing:learnMore'),
} as const satisfies Record<string, Message>;
