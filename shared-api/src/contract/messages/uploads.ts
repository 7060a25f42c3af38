import type { Message } from './catalogue';

/** What a farmer on a weak connection sees while a document is made small and sent (docs/requirements.md#r10-small-photos). */
export const UPLOAD_MESSAGES = {
  preparingPhoto: { en: 'Making the photo smaller before sending...', hi: 'भेजने से पहले फ़ोटो छोटी की जा रही है...' },
} as const satisfies Record<string, Message>;

/** 'Connection lost. Trying again (1 of 3)...' while a dropped upload waits to be sent again. */
export function uploadRetrying(attempt: number, attempts: number): Message {
  return {
    en: `Connection lost. Trying again (${attempt} of ${attempts})...`,
    hi: `कनेक्शन टूट गया। फिर से भेज रहे हैं (${attempts} में से ${attempt})...`,
  };
}
