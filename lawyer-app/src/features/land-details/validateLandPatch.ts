// Loaded when the lawyer saves (see LandReview): the contract's schemas bring zod, which the first paint of
// the land screen does not need.
import { lawyerPatchSchema } from '@kisan-credit/shared-api/contract/application';
import { firstErrorPerField } from '@kisan-credit/shared-api/contract/fieldErrors';
import type { FieldErrors } from './useLandEditor';

/**
 * What the server would refuse in the lawyer's save, by field path, with the contract's message (the first
 * per field). The flat crop list repeats the land records' crops, whose paths the screen shows instead.
 */
export function validateLandPatch(body: unknown): FieldErrors {
  const result = lawyerPatchSchema.safeParse(body);
  if (result.success) return {};
  return firstErrorPerField(result.error.issues, (path) => !path.startsWith('cropDetails.'));
}
