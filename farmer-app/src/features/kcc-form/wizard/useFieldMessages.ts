import { useCallback, useMemo, useState } from 'react';
import type { ServingBranch } from '@kisan-credit/shared-api/contract/pinCode';
import { branchChoiceErrors } from '../branch/branchChoice';
import type { FormState } from '../form/useFormState';
import { bodyToCheck } from './payload';
import { errorsOfStep, type FieldErrors } from './stepFields';
import { useStepValidation } from './useStepValidation';

interface Options extends FormState {
  /** The step on screen: whose messages are shown. */
  step: number;
  /** The branches serving the PIN code, when the farmer must choose one. */
  branches: ServingBranch[] | undefined;
}

/**
 * The messages next to the fields: the server's (from a refused save) and, once a step has been checked, the
 * contract's checks, re-run as the farmer types so a corrected field loses its message.
 */
export function useFieldMessages({ form, guarantorsApply, step, branches }: Options) {
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const { load, ready } = useStepValidation();

  /** The contract's submission check, and the branch choice where several branches serve the PIN. */
  const check = useCallback(
    (validate: (body: unknown) => FieldErrors): FieldErrors => ({
      ...validate(bodyToCheck(form, guarantorsApply)),
      ...branchChoiceErrors(form.branchIfsc, branches),
    }),
    [branches, form, guarantorsApply],
  );

  const errors = useMemo(() => {
    const client = checkedSteps.has(step) && ready ? check(ready) : {};
    return { ...errorsOfStep(serverErrors, step), ...errorsOfStep(client, step) };
  }, [checkedSteps, step, ready, check, serverErrors]);

  /** The whole application checked (nothing, if the check cannot be loaded: the server checks it too). */
  const checkAll = useCallback(
    () =>
      load()
        .then(check)
        .catch(() => ({}) as FieldErrors),
    [check, load],
  );

  /** From now on these steps show the contract's messages. */
  const markChecked = useCallback((steps: Iterable<number>) => {
    setCheckedSteps((current) => new Set([...current, ...steps]));
  }, []);

  return { errors, checkAll, markChecked, setServerErrors };
}
