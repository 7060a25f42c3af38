import { defaultApplication, type KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';
import type { LoadedApplicationForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import {
  withoutSensitiveNumbers,
  withSensitiveNumbersFrom,
  type FormWithoutSensitiveNumbers,
} from './sensitiveNumbers';

/**
 * The copy of the wizard kept in the browser (docs/requirements.md#r10-offline-copy), so nothing typed is
 * lost on a weak network: written as the farmer types, kept as the saved draft once the server has it (the
 * form then opens with no network), offered back after a reload or a failed save while it holds unsaved
 * changes, removed on submission. Kept per signed-in phone, so a shared phone never offers one farmer's copy to
 * another, and never with the Aadhaar, PAN, account or guarantor Aadhaar numbers (sensitiveNumbers.ts).
 */
export interface OfflineCopy<Form = KccApplicationForm> {
  form: Form;
  guarantorsApply: boolean;
  step: number;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** The version of the saved application it was made on (undefined: none, or not known). */
  version?: number;
  /**
   * It holds changes the server may not have. False: a copy of the draft as saved, kept so the form opens
   * with no network (docs/requirements.md#r10-offline); it is never offered back.
   */
  unsaved: boolean;
}

/** What is read back: the copy as kept, without the sensitive numbers. */
export type KeptCopy = OfflineCopy<FormWithoutSensitiveNumbers>;

const KEY_PREFIX = 'kccForm.unsaved.';
// 2: without the sensitive numbers. A copy of format 1 held them in clear: it is not offered, and removed.
const FORMAT = 2;

export function offlineCopyKey(phone: string): string {
  return `${KEY_PREFIX}${phone}`;
}

export function writeOfflineCopy(storage: Storage | undefined, phone: string, copy: OfflineCopy): void {
  try {
    const kept: KeptCopy = { ...copy, form: withoutSensitiveNumbers(copy.form) };
    storage?.setItem(offlineCopyKey(phone), JSON.stringify({ format: FORMAT, ...kept }));
  } catch (error) {
    // A full or blocked storage must not break typing; the server save still works.
    console.warn('The unsaved copy could not be kept in this browser', error);
  }
}

export function readOfflineCopy(storage: Storage | undefined, phone: string): KeptCopy | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(offlineCopyKey(phone));
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<KeptCopy> & { format?: number };
    if (parsed.format !== FORMAT || typeof parsed.form !== 'object' || parsed.form === null) return undefined;
    return {
      form: parsed.form,
      guarantorsApply: parsed.guarantorsApply === true,
      step: typeof parsed.step === 'number' ? parsed.step : 1,
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0,
      // Copies written before saved drafts were kept too held only unsaved changes.
      unsaved: parsed.unsaved !== false,
      ...(typeof parsed.version === 'number' && { version: parsed.version }),
    };
  } catch {
    return undefined;
  }
}

export function removeOfflineCopy(storage: Storage | undefined, phone: string): void {
  try {
    storage?.removeItem(offlineCopyKey(phone));
  } catch {
    // Nothing to do: the copy simply stays until the next successful save.
  }
}

/**
 * Whether the copy holds something the loaded application does not (then it is worth offering). The
 * sensitive numbers are not compared: the copy never has them.
 */
export function differsFrom(copy: KeptCopy, form: KccApplicationForm, guarantorsApply: boolean): boolean {
  return (
    copy.guarantorsApply !== guarantorsApply ||
    JSON.stringify(copy.form) !== JSON.stringify(withoutSensitiveNumbers(form))
  );
}

/** The wizard opened from the copy when the saved application cannot be fetched: the numbers blank. */
export function formOfCopy(copy: KeptCopy): LoadedApplicationForm {
  return {
    form: withSensitiveNumbersFrom(copy.form, defaultApplication()),
    mode: 'create',
    guarantorsApply: copy.guarantorsApply,
  };
}
