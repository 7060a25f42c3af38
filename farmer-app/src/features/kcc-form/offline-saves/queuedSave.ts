import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import type { KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';
import { applicationForForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import { canSubmitAsNew } from '@kisan-credit/shared-api/contract/workflow';
import { withBlankNumbersFrom } from '../offline-copy/sensitiveNumbers';

/**
 * What was pressed with no network: Save Draft (or the silent save on Continue), Submit KCC Application
 * (`submit`), or Update Application (`update`).
 */
export type QueuedWriteKind = 'draft' | 'submit' | 'update';

const KINDS: readonly QueuedWriteKind[] = ['draft', 'submit', 'update'];

/**
 * A save, submission or update made with no network (docs/requirements.md#r10-offline). Only the fact, what
 * it was and the version of the application it was made on are kept here: the form itself is the unsaved
 * copy (offline-copy/), so no sensitive number is ever written to the phone. It is sent once, when the
 * network returns. A phone holds one at most: a later one on top of it keeps its version, and a submission
 * takes the place of a draft save (it sends the same form, and more).
 */
export interface QueuedSave {
  kind: QueuedWriteKind;
  /** The version of the saved application the farmer was editing; undefined when there was none yet. */
  baseVersion: number | undefined;
  /** When it was queued (ms since the epoch). */
  queuedAt: number;
}

const KEY_PREFIX = 'kccForm.queuedSave.';

export function queuedSaveKey(phone: string): string {
  return `${KEY_PREFIX}${phone}`;
}

export function writeQueuedSave(storage: Storage | undefined, phone: string, save: QueuedSave): void {
  try {
    storage?.setItem(queuedSaveKey(phone), JSON.stringify(save));
  } catch (error) {
    console.warn('The queued save could not be kept in this browser', error);
  }
}

export function readQueuedSave(storage: Storage | undefined, phone: string): QueuedSave | undefined {
  try {
    const raw = storage?.getItem(queuedSaveKey(phone));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<QueuedSave>;
    if (typeof parsed.queuedAt !== 'number') return undefined;
    return {
      // Queued before submissions were: a draft save.
      kind: KINDS.includes(parsed.kind as QueuedWriteKind) ? parsed.kind! : 'draft',
      baseVersion: typeof parsed.baseVersion === 'number' ? parsed.baseVersion : undefined,
      queuedAt: parsed.queuedAt,
    };
  } catch {
    return undefined;
  }
}

export function removeQueuedSave(storage: Storage | undefined, phone: string): void {
  try {
    storage?.removeItem(queuedSaveKey(phone));
  } catch {
    // It stays; sending it again is refused by the version check, never applied twice.
  }
}

/** What a later write makes of the one already queued: a submission is never lowered to a draft save. */
export function queuedOnTop(earlier: QueuedSave | undefined, next: QueuedSave): QueuedSave {
  if (!earlier) return next;
  return { ...next, kind: next.kind === 'draft' ? earlier.kind : next.kind, baseVersion: earlier.baseVersion };
}

/** Whether the queued write is a submission (Submit or Update Application), not a draft save. */
export function isSubmission(queued: QueuedSave | undefined): boolean {
  return queued !== undefined && queued.kind !== 'draft';
}

/** What to do with a queued save now that the saved application (`latest`, undefined: none) is known. */
export type QueuedSendPlan =
  | { kind: 'send'; form: KccApplicationForm; version: number | undefined }
  | { kind: 'conflict'; changedFields: string[] }
  /** The saved application already holds these changes (sent before the answer was lost); a queued
   * submission: the server has it submitted. */
  | { kind: 'alreadySaved'; version: number };

/**
 * A queued save goes out on the version it was made on, so a change made meanwhile from another device is
 * refused by the API (If-Match) instead of overwritten; a change already visible here is shown to the
 * farmer without sending. A sensitive number the screen does not hold (the wizard was opened with no
 * network) is sent as the saved application has it, never as a blank.
 */
export function planQueuedSend(
  queued: QueuedSave,
  mine: KccApplicationForm,
  latest: KccApplication | undefined,
): QueuedSendPlan {
  if (latest === undefined) return { kind: 'send', form: mine, version: undefined };
  const saved = applicationForForm(latest).form;
  if (queued.baseVersion !== latest.version) {
    const changed = changedFields(saved, mine);
    if (changed.length > 0) return { kind: 'conflict', changedFields: changed };
    // The draft holds exactly this form but is not submitted yet: submitting it overwrites nothing.
    if (queued.kind === 'submit' && canSubmitAsNew(latest.status)) {
      return { kind: 'send', form: withBlankNumbersFrom(mine, saved), version: latest.version };
    }
    return { kind: 'alreadySaved', version: latest.version };
  }
  return { kind: 'send', form: withBlankNumbersFrom(mine, saved), version: queued.baseVersion };
}

/**
 * The top-level fields where the saved application and the farmer's differ; the sensitive numbers only
 * where the farmer's screen holds one.
 */
export function changedFields(saved: KccApplicationForm, mine: KccApplicationForm): string[] {
  const comparable = withBlankNumbersFrom(mine, saved);
  const fields = Object.keys({ ...saved, ...mine }) as (keyof KccApplicationForm)[];
  return fields.filter((field) => JSON.stringify(saved[field]) !== JSON.stringify(comparable[field]));
}
