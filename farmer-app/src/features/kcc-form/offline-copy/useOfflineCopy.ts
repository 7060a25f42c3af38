import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from '@kisan-credit/shared-api/client/session';
import type { FormState } from '../form/useFormState';
import { differsFrom, readOfflineCopy, removeOfflineCopy, writeOfflineCopy, type KeptCopy } from './offlineCopy';

const WRITE_DELAY_MS = 300;

interface Options {
  /** The signed-in farmer's phone: whose copy this is. */
  phone: string;
  state: FormState;
  step: number;
  /** The version of the saved application the form was made on, kept with the copy. */
  version: () => number | undefined;
  /** The wizard was opened from this copy, with no network: what the server holds is not known. */
  openedFromCopy: boolean;
}

/** Stands for the server's application when it is not known: every change is unsaved. */
const UNKNOWN: FormState = { form: undefined as never, guarantorsApply: false };

/**
 * Keeps the unsaved copy (docs/requirements.md#r10-offline-copy): written shortly after each change, kept
 * as the saved draft once the server has it (so the form opens with no network), and offered back when the
 * wizard opens with unsaved changes that differ from the saved application. While the offer is open nothing
 * is written, so the copy cannot be overwritten before the farmer chooses.
 */
export function useOfflineCopy({ phone, state, step, version, openedFromCopy }: Options) {
  const storage = browserStorage();
  const saved = useRef<FormState>(openedFromCopy ? UNKNOWN : state);
  const [offer, setOffer] = useState<KeptCopy | undefined>(() => {
    if (openedFromCopy) return undefined;
    const copy = readOfflineCopy(storage, phone);
    if (copy?.unsaved && differsFrom(copy, state.form, state.guarantorsApply)) return copy;
    // An unreadable or older copy, which may hold numbers in clear, is removed.
    if (!copy) removeOfflineCopy(storage, phone);
    return undefined;
  });

  const latest = useRef({ state, step });
  // A draft the server has just saved is written once as the saved copy.
  const keepSaved = useRef(false);
  latest.current = { state, step };
  const write = useCallback(() => {
    const { state: current, step: currentStep } = latest.current;
    const unsaved = current.form !== saved.current.form || current.guarantorsApply !== saved.current.guarantorsApply;
    if (!unsaved && !keepSaved.current) return;
    keepSaved.current = false;
    writeOfflineCopy(storage, phone, {
      ...current,
      step: currentStep,
      savedAt: Date.now(),
      version: version(),
      unsaved,
    });
  }, [phone, storage, version]);

  useEffect(() => {
    if (offer) return undefined;
    const timer = setTimeout(write, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, step, offer, write]);

  // Leaving the page (a reload, the phone locking the browser) writes at once.
  useEffect(() => {
    if (offer) return undefined;
    window.addEventListener('pagehide', write);
    return () => window.removeEventListener('pagehide', write);
  }, [offer, write]);

  /** The server has this draft now: kept as saved (or as unsaved, when the farmer has typed since). */
  const markSaved = useCallback(
    (sent: FormState) => {
      saved.current = sent;
      keepSaved.current = true;
      write();
    },
    [write],
  );

  /** The application is submitted: nothing is kept on the phone any more. */
  const forget = useCallback(() => {
    saved.current = latest.current.state;
    removeOfflineCopy(storage, phone);
  }, [phone, storage]);

  const takeOffer = useCallback(() => {
    setOffer(undefined);
    return offer;
  }, [offer]);

  const discardOffer = useCallback(() => {
    removeOfflineCopy(storage, phone);
    setOffer(undefined);
  }, [phone, storage]);

  return { offer, takeOffer, discardOffer, markSaved, forget, writeNow: write };
}
