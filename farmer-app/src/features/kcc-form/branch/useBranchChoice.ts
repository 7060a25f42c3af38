import { useEffect, useMemo } from 'react';
import { TEXT_FORMATS } from '@kisan-credit/shared-api/contract/formats';
import type { ServingBranch } from '@kisan-credit/shared-api/contract/pinCode';
import type { FieldPath } from '../form/paths';
import { isStaleChoice } from './branchChoice';
import { useFarmerServingBranchesQuery } from './servingBranchesApi';

export interface BranchChoice {
  /** The branches serving the typed PIN code; undefined until known (no valid PIN, not loaded, failed). */
  branches: ServingBranch[] | undefined;
}

/**
 * The branches serving the farmer's PIN code, before the first submission (a submitted application already
 * has its branch). A choice that no longer applies is cleared, so a stale one is never sent.
 */
export function useBranchChoice(
  form: { pinCode: string; branchIfsc: string },
  setValue: (path: FieldPath, value: string) => void,
  beforeSubmission: boolean,
): BranchChoice {
  const pin = TEXT_FORMATS.pinCode.normalize(form.pinCode);
  const known = beforeSubmission && TEXT_FORMATS.pinCode.isValid(pin);
  const { currentData } = useFarmerServingBranchesQuery(pin, { skip: !known });
  const branches = known ? currentData : undefined;

  useEffect(() => {
    if (isStaleChoice(form.branchIfsc, branches)) setValue('branchIfsc', '');
  }, [branches, form.branchIfsc, setValue]);

  return useMemo(() => ({ branches }), [branches]);
}
