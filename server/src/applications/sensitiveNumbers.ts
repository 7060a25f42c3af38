import {
  maskAadhar,
  maskAllButLast,
  type SENSITIVE_NUMBER_FIELDS,
} from '@kisan-credit/shared-api/contract/calculations/mask';
import type { FieldCipher } from '../crypto/fieldCipher';

type SensitivePath = (typeof SENSITIVE_NUMBER_FIELDS)[number];
type Data = Record<string, unknown>;

/** How each sensitive number is shown where the full number is not needed: XXXX XXXX 1234 or XXXXXX1234. */
const MASKS: Record<SensitivePath, (value: string) => string> = {
  aadharNo: maskAadhar,
  panNumber: maskAllButLast,
  'bankAccount.accountNumber': maskAllButLast,
  'guarantorDetails[].aadhar': maskAadhar,
};

/**
 * A copy of the application with every sensitive number passed through `change` (given the value and its
 * concrete path, e.g. "guarantorDetails.1.aadhar"). Blank and missing numbers are left alone.
 */
function mapSensitiveNumbers(data: Data, change: (value: string, path: string, field: SensitivePath) => string): Data {
  const copy: Data = { ...data };
  const changeAt = (holder: Data, key: string, path: string, field: SensitivePath) => {
    const value = holder[key];
    if (typeof value === 'string' && value !== '') holder[key] = change(value, path, field);
  };
  changeAt(copy, 'aadharNo', 'aadharNo', 'aadharNo');
  changeAt(copy, 'panNumber', 'panNumber', 'panNumber');
  if (isObject(copy.bankAccount)) {
    copy.bankAccount = { ...copy.bankAccount };
    changeAt(copy.bankAccount as Data, 'accountNumber', 'bankAccount.accountNumber', 'bankAccount.accountNumber');
  }
  if (Array.isArray(copy.guarantorDetails)) {
    copy.guarantorDetails = copy.guarantorDetails.map((guarantor: unknown, index) => {
      if (!isObject(guarantor)) return guarantor;
      const guarantorCopy = { ...guarantor };
      changeAt(guarantorCopy, 'aadhar', `guarantorDetails.${index}.aadhar`, 'guarantorDetails[].aadhar');
      return guarantorCopy;
    });
  }
  return copy;
}

function isObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The numbers as ciphertext, bound to the owner and the field: what goes into the jsonb. */
export function sealSensitiveNumbers(data: Data, ownerUserId: string, cipher: FieldCipher): Data {
  return mapSensitiveNumbers(data, (value, path) => cipher.seal(value, `${ownerUserId}:${path}`));
}

export function openSensitiveNumbers(data: Data, ownerUserId: string, cipher: FieldCipher): Data {
  return mapSensitiveNumbers(data, (value, path) => cipher.open(value, `${ownerUserId}:${path}`));
}

/** The numbers masked, for readers who need only to recognise them (the lawyer's KYC view). */
export function maskSensitiveNumbers(data: Data): Data {
  return mapSensitiveNumbers(data, (value, _path, field) => MASKS[field](value));
}

/** The numbers sealed again under the cipher's current key, where `isStale` says their key is not it. */
export function resealSensitiveNumbers(
  data: Data,
  ownerUserId: string,
  cipher: FieldCipher,
  isStale: (sealed: string) => boolean,
): Data {
  return mapSensitiveNumbers(data, (value, path) =>
    isStale(value) ? cipher.seal(cipher.open(value, `${ownerUserId}:${path}`), `${ownerUserId}:${path}`) : value,
  );
}
