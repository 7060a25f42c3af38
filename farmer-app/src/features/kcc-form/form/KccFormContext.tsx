import { createContext, useContext } from 'react';
import type { KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';
import type { FieldPath } from './paths';
import type { FormRecipe } from './useFormState';

export interface KccFormValue {
  form: KccApplicationForm;
  edit: (recipe: FormRecipe) => void;
  setValue: (path: FieldPath, value: unknown) => void;
  /** The message shown next to a field, once its step has been checked. */
  errorFor: (path: FieldPath) => string | undefined;
  guarantorsApply: boolean;
  setGuarantorsApply: (on: boolean, recipe?: FormRecipe) => void;
}

const KccFormContext = createContext<KccFormValue | null>(null);

export const KccFormProvider = KccFormContext.Provider;

/** The application being filled in, for the steps and their fields. */
export function useKccForm(): KccFormValue {
  const value = useContext(KccFormContext);
  if (!value) throw new Error('useKccForm is used outside the KCC wizard');
  return value;
}
