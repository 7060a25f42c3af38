import { createNextState } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import type { KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';
import { setIn, type FieldPath } from './paths';

export interface FormState {
  form: KccApplicationForm;
  /** The guarantor toggle of step 7: guarantors are sent only while it is on (docs/requirements.md#r4-on-submit). */
  guarantorsApply: boolean;
}

export type FormRecipe = (draft: KccApplicationForm) => void;

/** The wizard's one form state: plain data of the contract's form type, changed through immer recipes. */
export function useFormState(initial: FormState) {
  const [state, setState] = useState(initial);
  const edit = useCallback((recipe: FormRecipe) => {
    setState((current) => ({ ...current, form: createNextState(current.form, recipe) }));
  }, []);
  const setValue = useCallback((path: FieldPath, value: unknown) => edit((draft) => setIn(draft, path, value)), [edit]);
  /** The toggle, with the change that goes with it (step 7 adds the blank guarantors: see guarantorToggle). */
  const setGuarantorsApply = useCallback((on: boolean, recipe?: FormRecipe) => {
    setState((current) => ({
      guarantorsApply: on,
      form: recipe ? createNextState(current.form, recipe) : current.form,
    }));
  }, []);
  return { ...state, edit, setValue, setGuarantorsApply, replace: setState };
}
