import { errorTextOr } from '@kisan-credit/shared-api/client/errors';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import type { WriteOutcome } from './useApplicationWrites';
import type { Notice } from './WizardNotice';

/**
 * What the farmer is told when a write failed: what went wrong (`message`; none for the silent save the
 * network stopped), and that nothing is lost (the unsaved copy stays). A 409 offers the latest version.
 */
export function failureNotice(
  outcome: Extract<WriteOutcome, { ok: false }>,
  message: string | undefined,
  onLoadLatest: () => void,
): Notice {
  const keptOnPhone = text(outcome.refused ? WIZARD_MESSAGES.refusedKeptOnThisPhone : WIZARD_MESSAGES.keptOnThisPhone);
  if (outcome.stale) {
    return {
      kind: 'error',
      message: `${errorTextOr(outcome.error, text(APPLICATION_MESSAGES.draftSaveFailed))} ${keptOnPhone}`,
      actions: [{ label: text(WIZARD_MESSAGES.loadLatest), onClick: onLoadLatest }],
    };
  }
  if (message !== undefined) return { kind: 'error', message: `${message} ${keptOnPhone}` };
  return { kind: 'info', message: keptOnPhone };
}
