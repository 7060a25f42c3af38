import { randomBytes } from 'node:crypto';
import type { FileStorage } from './fileStorage';

/** The behaviour every FileStorage shares; each backend's test file runs it against a real instance. */
export function describeFileStorageContract(
  name: string,
  createStorage: () => FileStorage | Promise<FileStorage>,
): void {
  describe(`${name} (FileStorage contract)`, () => {
    let storage: FileStorage;
    beforeEach(async () => {
      storage = await createStorage();
    });

    it('gives back exactly the bytes put under a key, every byte value and an empty body included', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
      await storage.put('every-byte', everyByte);
      await storage.put('empty', Buffer.alloc(0));
      expect(await storage.get('every-byte')).toEqual(everyByte);
      expect(await storage.get('empty')).toEqual(Buffer.alloc(0));
    });

    it('keeps a 3 MB document whole', async () => {
      const document = randomBytes(3 * 1024 * 1024);
      await storage.put('doc_3MB', document);
      expect((await storage.get('doc_3MB'))?.equals(document)).toBe(true);
    });

    it('answers undefined for a key never written', async () => {
      expect(await storage.get('never-written')).toBeUndefined();
    });

    it('replaces an object written again under the same key, and keeps keys apart', async () => {
      await storage.put('A1', Buffer.from('first'));
      await storage.put('a1', Buffer.from('other'));
      await storage.put('A1', Buffer.from('second'));
      expect((await storage.get('A1'))?.toString()).toBe('second');
      expect((await storage.get('a1'))?.toString()).toBe('other');
    });

    it('deletes an object, and deleting a missing one is no error', async () => {
      await storage.put('to-delete', Buffer.from('x'));
      await storage.delete('to-delete');
      expect(await storage.get('to-delete')).toBeUndefined();
      await expect(storage.delete('to-delete')).resolves.toBeUndefined();
    });

    it.each(['', '../escape', 'a/b', '..', 'a.pdf', 'x y', 'naïve', '%2e%2e', 'k'.repeat(201)])(
      'refuses the key %j for every operation',
      async (key) => {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('storage key');
        await expect(storage.get(key)).rejects.toThrow('storage key');
        await expect(storage.delete(key)).rejects.toThrow('storage key');
      },
    );
  });
}
