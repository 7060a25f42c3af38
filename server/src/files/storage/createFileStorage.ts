import type { AppConfig } from '../../config';
import { createEncryptedFileStorage, deriveFileKey } from './encryptedFileStorage';
import type { FileStorage } from './fileStorage';
import { createLocalFileStorage } from './localFileStorage';
import { createS3FileStorage } from './s3FileStorage';

/** The configured store (local disk by default, or S3-compatible), with every object encrypted on the way in. */
export function createFileStorage(config: Pick<AppConfig, 'fileStorage' | 'dataEncryptionKey'>): FileStorage {
  const { fileStorage } = config;
  const store =
    fileStorage.kind === 's3'
      ? createS3FileStorage(fileStorage)
      : createLocalFileStorage({ directory: fileStorage.directory });
  return createEncryptedFileStorage(store, [{ version: 1, key: deriveFileKey(config.dataEncryptionKey) }]);
}
