import { messageId } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { FIELD_LABELS as L } from '@kisan-credit/shared-api/contract/messages/fields';
import { VALIDATION_MESSAGES as M } from '@kisan-credit/shared-api/contract/messages/validation';
import type { ServingBranch } from '@kisan-credit/shared-api/contract/pinCode';
import type { FieldErrors } from '../wizard/stepFields';

/**
 * The farmer chooses a branch only where several serve their PIN code; with one it is chosen for them, with
 * none the bank routes the application (docs/requirements.md#r10-branch-choice).
 */
export function mustChooseBranch(branches: readonly ServingBranch[] | undefined): branches is ServingBranch[] {
  return (branches?.length ?? 0) > 1;
}

/** The message under the branch field while the farmer has yet to choose among several. */
export function branchChoiceErrors(branchIfsc: string, branches: readonly ServingBranch[] | undefined): FieldErrors {
  if (!mustChooseBranch(branches) || branches.some((branch) => branch.ifsc === branchIfsc)) return {};
  return { branchIfsc: messageId(M.choose(L.branchIfsc)) };
}

/** Whether a saved choice no longer applies: the PIN changed, or the branch no longer serves it. */
export function isStaleChoice(branchIfsc: string, branches: readonly ServingBranch[] | undefined): boolean {
  if (branchIfsc === '' || branches === undefined) return false;
  return !mustChooseBranch(branches) || !branches.some((branch) => branch.ifsc === branchIfsc);
}
