import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import type { CipherKey } from '../../crypto/fieldCipher';
import type { FileStorage } from './fileStorage';

// Stored layout: format ‖ key version ‖ IV ‖ ciphertext ‖ GCM tag.
const FORMAT_VERSION = 1;
const HEADER_BYTES = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_KEY_VERSION = 255;
const FILE_KEY_INFO = 'kisan-credit/file-storage/aes-256-gcm/v1';

/**
 * The document key for one version of the app's data key. Derived (HKDF-SHA256) rather than reused, so that
 * documents and database fields are never sealed with the same key.
 */
export function deriveFileKey(dataKey: Buffer): Buffer {
  if (dataKey.length !== 32) throw new Error('The data key must be 32 bytes');
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), FILE_KEY_INFO, 32));
}

/**
 * AES-256-GCM around another storage. Each object gets a random IV; the header and the object key are bound
 * in as associated data, so bytes copied under another key, altered, or sealed with an unknown key do not
 * open. `keys[0]` seals; every listed version opens.
 */
export function createEncryptedFileStorage(inner: FileStorage, keys: readonly CipherKey[]): FileStorage {
  const keysByVersion = importKeys(keys);
  const current = keys[0]!;
  const currentKey = keysByVersion.get(current.version)!;

  return {
    async put(key, body) {
      const header = Buffer.from([FORMAT_VERSION, current.version]);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      cipher.setAAD(associatedData(header, key));
      const ciphertext = Buffer.concat([cipher.update(body), cipher.final()]);
      await inner.put(key, Buffer.concat([header, iv, ciphertext, cipher.getAuthTag()]));
    },

    async get(key) {
      const sealed = await inner.get(key);
      if (sealed === undefined) return undefined;
      return open(sealed, key, keysByVersion);
    },

    delete: (key) => inner.delete(key),
  };
}

/** The id of the key that sealed a stored object (undefined: not one of ours). */
export function fileKeyVersionOf(sealed: Buffer): number | undefined {
  return sealed.length >= HEADER_BYTES && sealed[0] === FORMAT_VERSION ? sealed[1] : undefined;
}

function importKeys(keys: readonly CipherKey[]): Map<number, KeyObject> {
  if (keys.length === 0) throw new Error('At least one file encryption key is needed');
  const byVersion = new Map<number, KeyObject>();
  for (const { version, key } of keys) {
    if (!Number.isInteger(version) || version < 0 || version > MAX_KEY_VERSION) {
      throw new Error(`File key version ${version} must be a whole number from 0 to ${MAX_KEY_VERSION}`);
    }
    if (key.length !== 32) throw new Error(`File key version ${version} must be 32 bytes`);
    if (byVersion.has(version)) throw new Error(`File key version ${version} is listed twice`);
    byVersion.set(version, createSecretKey(key));
  }
  return byVersion;
}

function open(sealed: Buffer, key: string, keysByVersion: Map<number, KeyObject>): Buffer {
  if (sealed.length < HEADER_BYTES + IV_BYTES + TAG_BYTES || sealed[0] !== FORMAT_VERSION) {
    throw new Error(`Stored object ${key} is not an encrypted document`);
  }
  const version = sealed[1]!;
  const fileKey = keysByVersion.get(version);
  if (!fileKey) throw new Error(`No file key of version ${version} is configured to open ${key}`);
  const header = sealed.subarray(0, HEADER_BYTES);
  const iv = sealed.subarray(HEADER_BYTES, HEADER_BYTES + IV_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', fileKey, iv);
  decipher.setAAD(associatedData(header, key));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const ciphertext = sealed.subarray(HEADER_BYTES + IV_BYTES, sealed.length - TAG_BYTES);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw new Error(`Stored object ${key} does not open: altered, moved from another key, or sealed with another key`);
  }
}

function associatedData(header: Buffer, key: string): Buffer {
  return Buffer.concat([header, Buffer.from(key, 'utf8')]);
}
