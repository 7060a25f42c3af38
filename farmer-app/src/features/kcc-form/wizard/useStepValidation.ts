import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './stepFields';

type Validate = (body: unknown) => FieldErrors;

/**
 * The contract's submission check, loaded after the first paint (it brings zod). `validate` waits for it
 * the first time; `ready` is the loaded check, for re-checking as the farmer types.
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
    // Fetch it while the farmer reads the first step, so Continue never waits for it.
    const timer = setTimeout(() => void load().catch(() => (loading.current = null)), 1_000);
    return () => clearTimeout(timer);
  }, [load]);

  const validate = useCallback(async (body: unknown) => (await load())(body), [load]);
  return { validate, ready };
}
