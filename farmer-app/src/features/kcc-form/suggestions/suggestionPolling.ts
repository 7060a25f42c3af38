import { SUGGESTION_POLLING } from '@kisan-credit/shared-api/contract/limits';

export interface PollProgress {
  /** Polls already made since the upload. */
  attemptsMade: number;
  /** Since the upload that started the polling, at the moment the next poll is due. */
  elapsedMs: number;
  /** The last answer held names, Aadhar numbers, addresses or ages (hasIdentitySuggestions). */
  foundIdentity: boolean;
}

/**
 * Whether the poll now due is made (docs/requirements.md#r4-suggestion-polling): once names, Aadhar numbers, addresses or ages are found,
 * polling goes on until 60 s have passed since the upload (other documents may still be read), then stops;
 * with nothing found it stops after 60 s or 30 attempts, whichever comes first.
 */
export function shouldPollNow({ attemptsMade, elapsedMs, foundIdentity }: PollProgress): boolean {
  if (foundIdentity) return elapsedMs < SUGGESTION_POLLING.minimumDurationWhenFoundMs;
  return attemptsMade < SUGGESTION_POLLING.maxAttempts && elapsedMs < SUGGESTION_POLLING.giveUpAfterMs;
}
