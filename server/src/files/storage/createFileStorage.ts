import type { AppConfig, DataEncryptionKey } from '../../config';
import type { CipherKey } from '../../crypto/fieldCipher';
import { createEncryptedFileStorage, deriveFileKey } from './encryptedFileStorage';
import type { FileStorage } from './fileStorage';
import { createLocalFileStorage } from './localFileStorage';
import { createS3FileStorage } from './s3FileStorage';

/** The configured store (local disk by default, or S3-compatible), with every object encrypted on the way in. */
export function createFileStorage(config: Pick<AppConfig, 'fileStorage' | 'dataEncryptionKeys'>): FileStorage {
  return createEncryptedFileStorage(createPlainFileStorage(config), fileKeysOf(config.dataEncryptionKeys));
}

/** The store itself, the bytes as they lie (the key rotation reads which key sealed each object). */
export function createPlainFileStorage({ fileStorage }: Pick<AppConfig, 'fileStorage'>): FileStorage {
  return fileStorage.kind === 's3'
    ? createS3FileStorage(fileStorage)
    : createLocalFileStorage({ directory: fileStorage.directory });
}

/** Each data key's document key, under the same id. */
export function fileKeysOf(keys: readonly DataEncryptionKey[]): CipherKey[] {
  return keys.map(({ version, key }) => ({ version, key: deriveFileKey(key) }));
}
