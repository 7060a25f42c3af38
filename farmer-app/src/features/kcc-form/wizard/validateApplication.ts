// Loaded on demand (see useStepValidation): the contract's schemas bring zod, which the first paint of
// /kcc-form does not need.
import { kccApplicationSubmitSchema } from '@kisan-credit/shared-api/contract/application';
import { firstErrorPerField } from '@kisan-credit/shared-api/contract/fieldErrors';
import type { FieldErrors } from './stepFields';

/** Every field the submission check refuses, by path, with the contract's message (the first per field). */
export function validateApplication(body: unknown): FieldErrors {
  const result = kccApplicationSubmitSchema.safeParse(body);
  if (result.success) return {};
  return firstErrorPerField(result.error.issues);
}
