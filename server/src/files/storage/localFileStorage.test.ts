import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeFileStorageContract } from './fileStorageContract';
import { createLocalFileStorage } from './localFileStorage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'local-file-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let directoryCount = 0;
const freshDirectory = () => path.join(root, `store-${++directoryCount}`, 'documents');

describeFileStorageContract('local disk storage', () => createLocalFileStorage({ directory: freshDirectory() }));

describe('local disk storage', () => {
  it('creates its directory private to the owner (0700) and each file 0600', async () => {
    const directory = freshDirectory();
    const storage = createLocalFileStorage({ directory });
    await storage.put('aadhaar-front', Buffer.from('scan'));
    expect((await stat(directory)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(directory, 'aadhaar-front'))).mode & 0o777).toBe(0o600);
  });

  it('leaves no temporary file behind, and one whole version after concurrent writes to one key', async () => {
    const directory = freshDirectory();
    const storage = createLocalFileStorage({ directory });
    const versions = Array.from({ length: 8 }, (_, index) => Buffer.alloc(256 * 1024, index));
    await Promise.all(versions.map((version) => storage.put('same-key', version)));
    expect(await readdir(directory)).toEqual(['same-key']);
    const stored = await storage.get('same-key');
    expect(versions.some((version) => version.equals(stored!))).toBe(true);
  });
});
