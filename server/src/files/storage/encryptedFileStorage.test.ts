import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEncryptedFileStorage, deriveFileKey } from './encryptedFileStorage';
import type { FileStorage } from './fileStorage';
import { describeFileStorageContract } from './fileStorageContract';
import { createLocalFileStorage } from './localFileStorage';

function memoryStorage(): FileStorage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    put: async (key, body) => void objects.set(key, Buffer.from(body)),
    get: async (key) => objects.get(key),
    delete: async (key) => void objects.delete(key),
  };
}

const keyV1 = { version: 1, key: randomBytes(32) };
const keyV2 = { version: 2, key: randomBytes(32) };
const plaintext = Buffer.from('%PDF-1.7 Khatauni of Ramesh Kumar, khasra 123/4 ...');

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'encrypted-file-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let storeCount = 0;
describeFileStorageContract('encrypted storage over local disk', () =>
  createEncryptedFileStorage(createLocalFileStorage({ directory: path.join(root, `store-${++storeCount}`) }), [keyV1]),
);

describe('encrypted file storage (AES-256-GCM)', () => {
  it('stores neither the plaintext nor the same bytes twice, and opens what it stored', async () => {
    const inner = memoryStorage();
    const storage = createEncryptedFileStorage(inner, [keyV1]);
    await storage.put('doc-a', plaintext);
    const first = inner.objects.get('doc-a')!;
    await storage.put('doc-a', plaintext);
    const second = inner.objects.get('doc-a')!;
    expect(first.includes(plaintext.subarray(0, 16))).toBe(false);
    expect(first.equals(second)).toBe(false);
    expect(first.length).toBe(plaintext.length + 2 + 12 + 16);
    expect(await storage.get('doc-a')).toEqual(plaintext);
  });

  it('refuses to open an altered object', async () => {
    const inner = memoryStorage();
    const storage = createEncryptedFileStorage(inner, [keyV1]);
    await storage.put('doc-a', plaintext);
    const sealed = inner.objects.get('doc-a')!;
    for (const offset of [20, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[offset]! ^= 0x01;
      inner.objects.set('doc-a', tampered);
      await expect(storage.get('doc-a')).rejects.toThrow('does not open');
    }
    inner.objects.set('doc-a', sealed.subarray(0, sealed.length - 5));
    await expect(storage.get('doc-a')).rejects.toThrow('does not open');
  });

  it('refuses to open an object copied under another key', async () => {
    const inner = memoryStorage();
    const storage = createEncryptedFileStorage(inner, [keyV1]);
    await storage.put('farmer-1-pan', plaintext);
    inner.objects.set('farmer-2-pan', inner.objects.get('farmer-1-pan')!);
    await expect(storage.get('farmer-2-pan')).rejects.toThrow('does not open');
  });

  it('refuses to open with a wrong key of the same version, or one whose version is not configured', async () => {
    const inner = memoryStorage();
    await createEncryptedFileStorage(inner, [keyV1]).put('doc-a', plaintext);
    const sameVersionOtherKey = createEncryptedFileStorage(inner, [{ version: 1, key: randomBytes(32) }]);
    await expect(sameVersionOtherKey.get('doc-a')).rejects.toThrow('does not open');
    await expect(createEncryptedFileStorage(inner, [keyV2]).get('doc-a')).rejects.toThrow('No file key of version 1');
  });

  it('refuses bytes that were never sealed by it', async () => {
    const inner = memoryStorage();
    inner.objects.set('raw', plaintext);
    await expect(createEncryptedFileStorage(inner, [keyV1]).get('raw')).rejects.toThrow('not an encrypted document');
  });

  it('after rotation seals with the first key and still opens what older keys sealed', async () => {
    const inner = memoryStorage();
    await createEncryptedFileStorage(inner, [keyV1]).put('old-doc', plaintext);
    const rotated = createEncryptedFileStorage(inner, [keyV2, keyV1]);
    await rotated.put('new-doc', Buffer.from('new'));
    expect(await rotated.get('old-doc')).toEqual(plaintext);
    expect(inner.objects.get('new-doc')![1]).toBe(2);
    await expect(createEncryptedFileStorage(inner, [keyV1]).get('new-doc')).rejects.toThrow('No file key of version 2');
  });

  it('refuses a key list it cannot use', () => {
    const inner = memoryStorage();
    expect(() => createEncryptedFileStorage(inner, [])).toThrow('At least one');
    expect(() => createEncryptedFileStorage(inner, [{ version: 1, key: randomBytes(16) }])).toThrow('32 bytes');
    expect(() => createEncryptedFileStorage(inner, [{ version: 256, key: randomBytes(32) }])).toThrow('0 to 255');
    expect(() => createEncryptedFileStorage(inner, [keyV1, { ...keyV2, version: 1 }])).toThrow('listed twice');
  });
});

describe('deriveFileKey', () => {
  it('derives a stable 32-byte key that differs from the data key and between data keys', () => {
    const dataKey = randomBytes(32);
    const fileKey = deriveFileKey(dataKey);
    expect(fileKey).toHaveLength(32);
    expect(fileKey.equals(dataKey)).toBe(false);
    expect(deriveFileKey(dataKey).equals(fileKey)).toBe(true);
    expect(deriveFileKey(randomBytes(32)).equals(fileKey)).toBe(false);
    expect(() => deriveFileKey(randomBytes(31))).toThrow('32 bytes');
  });

  // Reference value computed apart from Node (RFC 5869 with Python's hmac), and a guard: stored documents do
  // not open if the derivation ever changes.
  it("matches HKDF-SHA256 (empty salt, this storage's info string) for a fixed data key", () => {
    expect(deriveFileKey(Buffer.alloc(32, 7)).toString('hex')).toBe(
      'abe997fdb4d110754321a5853c8f449d69d0a2b7966b8a0ff25c73f64ab74c3b',
    );
  });
});
