import type { GuarantorForm, KccApplicationForm } from '@kisan-credit/shared-api/contract/application/defaults';
import { SENSITIVE_NUMBER_FIELDS } from '@kisan-credit/shared-api/contract/calculations/mask';

/**
 * The form as the unsaved copy keeps it on the phone: without the Aadhaar, PAN, bank account and guarantor
 * Aadhaar numbers (shared phones are common in villages, and localStorage is readable by anyone holding it).
 */
export type FormWithoutSensitiveNumbers = Omit<
  KccApplicationForm,
  'aadharNo' | 'panNumber' | 'bankAccount' | 'guarantorDetails'
> & {
  bankAccount: Omit<KccApplicationForm['bankAccount'], 'accountNumber'>;
  guarantorDetails: Omit<GuarantorForm, 'aadhar'>[];
};

type Data = Record<string, unknown>;

// 'bankAccount.accountNumber' → ['bankAccount', 'accountNumber']; 'guarantorDetails[].aadhar' walks every guarantor.
const PATHS = SENSITIVE_NUMBER_FIELDS.map((field) => field.split('.'));

export function withoutSensitiveNumbers(form: KccApplicationForm): FormWithoutSensitiveNumbers {
  return PATHS.reduce<unknown>((value, path) => omit(value, path), form) as FormWithoutSensitiveNumbers;
}

/**
 * The kept copy with the sensitive numbers as they are on screen now (by position for guarantors; blank for
 * a guarantor the screen does not have), so restoring never blanks a number the farmer already typed.
 */
export function withSensitiveNumbersFrom(
  kept: FormWithoutSensitiveNumbers,
  onScreen: KccApplicationForm,
): KccApplicationForm {
  return PATHS.reduce<unknown>((value, path) => putFrom(value, onScreen, path), kept) as KccApplicationForm;
}

/** `form` with each sensitive number it leaves blank taken from `source` (by position for guarantors). */
export function withBlankNumbersFrom(form: KccApplicationForm, source: KccApplicationForm): KccApplicationForm {
  return PATHS.reduce<unknown>((value, path) => fillFrom(value, source, path), form) as KccApplicationForm;
}

function isObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function keyOf(step: string): { key: string; list: boolean } {
  return step.endsWith('[]') ? { key: step.slice(0, -2), list: true } : { key: step, list: false };
}

function omit(value: unknown, [step, ...rest]: string[]): unknown {
  if (!isObject(value) || step === undefined) return value;
  const { key, list } = keyOf(step);
  if (!(key in value)) return value;
  if (rest.length === 0) {
    const { [key]: _dropped, ...kept } = value;
    return kept;
  }
  const child = value[key];
  if (list) return Array.isArray(child) ? { ...value, [key]: child.map((item) => omit(item, rest)) } : value;
  return { ...value, [key]: omit(child, rest) };
}

function putFrom(value: unknown, source: unknown, [step, ...rest]: string[]): unknown {
  if (!isObject(value) || step === undefined) return value;
  const { key, list } = keyOf(step);
  const from = isObject(source) ? source[key] : undefined;
  if (rest.length === 0) return { ...value, [key]: typeof from === 'string' ? from : '' };
  const child = value[key];
  if (list) {
    if (!Array.isArray(child)) return value;
    return {
      ...value,
      [key]: child.map((item, index) => putFrom(item, Array.isArray(from) ? from[index] : undefined, rest)),
    };
  }
  return isObject(child) ? { ...value, [key]: putFrom(child, from, rest) } : value;
}

function fillFrom(value: unknown, source: unknown, [step, ...rest]: string[]): unknown {
  if (!isObject(value) || step === undefined) return value;
  const { key, list } = keyOf(step);
  const from = isObject(source) ? source[key] : undefined;
  const child = value[key];
  if (rest.length === 0) return child === '' && typeof from === 'string' ? { ...value, [key]: from } : value;
  if (list) {
    if (!Array.isArray(child)) return value;
    return {
      ...value,
      [key]: child.map((item, index) => fillFrom(item, Array.isArray(from) ? from[index] : undefined, rest)),
    };
  }
  return isObject(child) ? { ...value, [key]: fillFrom(child, from, rest) } : value;
}
