import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './fileStorage';
import { assertValidStorageKey } from './storageKey';

export interface LocalFileStorageOptions {
  directory: string;
}

/** Documents as files of one private directory (0700), each file 0600, written whole or not at all. */
export function createLocalFileStorage({ directory }: LocalFileStorageOptions): FileStorage {
  let directoryReady: Promise<unknown> | undefined;
  const ensureDirectory = () =>
    (directoryReady ??= mkdir(directory, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      directoryReady = undefined; // try again on the next write rather than fail forever
      throw error;
    }));

  const pathOf = (key: string) => {
    assertValidStorageKey(key);
    return path.join(directory, key);
  };

  return {
    async put(key, body) {
      const finalPath = pathOf(key);
      await ensureDirectory();
      // Keys cannot contain '.', so a temporary name never collides with a stored object.
      const temporaryPath = path.join(directory, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        const handle = await open(temporaryPath, 'wx', 0o600);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporaryPath, finalPath);
      } catch (error) {
        await unlink(temporaryPath).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissingFile(error)) throw error;
      }
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
