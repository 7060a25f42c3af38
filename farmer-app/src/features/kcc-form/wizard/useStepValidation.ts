import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './stepFields';

type Validate = (body: unknown) => FieldErrors;

/** What a farmer does before Continue can be pressed: the moment to fetch the check. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The contract's submission check, loaded when the farmer first touches the page (it brings zod, a third
 * of the page's JavaScript), so a farmer who only looks never downloads it. `load` gives it (waiting for it
 * the first time); `ready` is the loaded check, for re-checking as the farmer types.
 */
export function useStepValidation() {
  const [ready, setReady] = useState<Validate | null>(null);
  const loading = useRef<Promise<Validate> | null>(null);

  const load = useCallback(() => {
    loading.current ??= import('./validateApplication').then((module) => {
      setReady(() => module.validateApplication);
      return module.validateApplication;
    });
    return loading.current;
  }, []);

  useEffect(() => {
    // Fetched while the farmer fills the first field, so Continue rarely waits for it.
    const prefetch = () => {
      stopListening();
      void load().catch(() => (loading.current = null));
    };
    const stopListening = () => {
      for (const type of FIRST_INTERACTIONS) document.removeEventListener(type, prefetch, true);
    };
    for (const type of FIRST_INTERACTIONS) document.addEventListener(type, prefetch, true);
    return stopListening;
  }, [load]);

  return { load, ready };
}
