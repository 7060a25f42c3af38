import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from 'shared-api/client/session';
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
}

/**
 * Keeps the unsaved copy (issue 5, 6c): written shortly after each change, removed when the server has the
 * application, and offered back when the wizard opens with a copy that differs from the saved application.
 * While the offer is open nothing is written, so the copy cannot be overwritten before the farmer chooses.
 */
export function useOfflineCopy({ phone, state, step, version }: Options) {
  const storage = browserStorage();
  const saved = useRef<FormState>(state);
  const [offer, setOffer] = useState<KeptCopy | undefined>(() => {
    const copy = readOfflineCopy(storage, phone);
    if (copy && differsFrom(copy, state.form, state.guarantorsApply)) return copy;
    // Nothing worth offering: also an unreadable or older copy, which may hold numbers in clear.
    removeOfflineCopy(storage, phone);
    return undefined;
  });

  const latest = useRef({ state, step });
  latest.current = { state, step };
  const write = useCallback(() => {
    const { state: current, step: currentStep } = latest.current;
    if (current.form === saved.current.form && current.guarantorsApply === saved.current.guarantorsApply) return;
    writeOfflineCopy(storage, phone, { ...current, step: currentStep, savedAt: Date.now(), version: version() });
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

  /** The server has this state now. */
  const markSaved = useCallback(
    (sent: FormState) => {
      saved.current = sent;
      if (latest.current.state.form === sent.form && latest.current.state.guarantorsApply === sent.guarantorsApply) {
        removeOfflineCopy(storage, phone);
      }
    },
    [phone, storage],
  );

  const takeOffer = useCallback(() => {
    setOffer(undefined);
    return offer;
  }, [offer]);

  const discardOffer = useCallback(() => {
    removeOfflineCopy(storage, phone);
    setOffer(undefined);
  }, [phone, storage]);

  return { offer, takeOffer, discardOffer, markSaved, writeNow: write };
}
