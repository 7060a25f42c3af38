import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Secrets the server needs; in production they come from the environment. */
export interface Secrets {
  otpHmacSecret: string;
  /** 32 bytes, base64. */
  dataEncryptionKey: string;
}

export function generateSecrets(): Secrets {
  return {
    otpHmacSecret: randomBytes(32).toString('base64url'),
    dataEncryptionKey: randomBytes(32).toString('base64'),
  };
}

/**
 * Development secrets live in `<dataDir>/secrets.json` (mode 0600), generated on first start so that
 * sessions and encrypted data survive restarts without anyone having to configure anything.
 */
export function loadOrCreateDevSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${JSON.stringify(generateSecrets(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  if (typeof stored.otpHmacSecret !== 'string' || typeof stored.dataEncryptionKey !== 'string') {
    throw new Error(`${file} is damaged: delete it to generate new development secrets`);
  }
  return { otpHmacSecret: stored.otpHmacSecret, dataEncryptionKey: stored.dataEncryptionKey };
}
