import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

export interface CipherKey {
  /** Written into every ciphertext, so that a rotated key can still open what the old one sealed. */
  version: number;
  /** 32 bytes. */
  key: Buffer;
}

/**
 * AES-256-GCM for single values kept in the database (Aadhaar, PAN, account numbers). A sealed value reads
 * `enc:v<key version>:<base64url(iv ‖ tag ‖ ciphertext)>`. The context (which record, which field) is
 * bound in as associated data, so a ciphertext copied into another record or field does not open.
 */
export interface FieldCipher {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
  /** open, as UTF-8 bytes (for a value that is sent on as it is). */
  openBytes(sealed: string, context: string): Buffer;
}

const PREFIX = /^enc:v(\d+):([A-Za-z0-9_-]+)$/;
/**
 * Only the head is matched when opening: the whole-value pattern costs a scan of every character, which
 * for a kept answer of several kilobytes is a measurable share of the request. A forged body still fails
 * the authentication tag.
 */
const HEAD = /^enc:v(\d+):/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The id of the key a value was sealed with (undefined: not a sealed value). */
export function keyVersionOf(sealed: string): number | undefined {
  const head = HEAD.exec(sealed);
  return head ? Number(head[1]) : undefined;
}

/** A cipher over DATA_ENCRYPTION_KEY's keys: the first seals, every one opens. */
export function fieldCipherFor(keys: readonly CipherKey[]): FieldCipher {
  const [current, ...previous] = keys;
  if (!current) throw new Error('At least one encryption key is needed');
  return createFieldCipher(current, previous);
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && PREFIX.test(value);
}

export function createFieldCipher(current: CipherKey, previous: readonly CipherKey[] = []): FieldCipher {
  // Key objects made once: given a Buffer, every cipher would import the key again (measurable per request).
  const keys = new Map<number, KeyObject>();
  for (const { version, key } of [current, ...previous]) {
    if (key.length !== 32) throw new Error(`Encryption key version ${version} must be 32 bytes`);
    keys.set(version, createSecretKey(key));
  }
  const currentKey = createSecretKey(current.key);

  function seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    return `enc:v${current.version}:${packed}`;
  }

  function openBytes(sealed: string, context: string): Buffer {
    const head = HEAD.exec(sealed);
    if (!head) throw new Error('Not a sealed value');
    const key = keys.get(Number(head[1]));
    if (!key) throw new Error(`No encryption key of version ${head[1]} is configured`);
    const packed = Buffer.from(sealed.slice(head[0].length), 'base64url');
    if (packed.length < IV_BYTES + TAG_BYTES) throw new Error('Not a sealed value');
    // The tag's length is fixed: GCM would otherwise accept a forged tag cut down to 4 bytes.
    const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }

  return { seal, open: (sealed, context) => openBytes(sealed, context).toString('utf8'), openBytes };
}
