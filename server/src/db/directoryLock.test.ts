import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './connect';
import { acquireDirectoryLock, DirectoryInUseError } from './directoryLock';

describe('the PGlite directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const lockFile = () => path.join(dir, 'pglite.lock');

  it('refuses a second opener while the first holds it, and frees it on release', () => {
    const lock = acquireDirectoryLock(lockFile(), dir);
    expect(() => acquireDirectoryLock(lockFile(), dir)).toThrow(`in use by process ${process.pid}`);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
    acquireDirectoryLock(lockFile(), dir).release();
  });

  it('refuses when another live process holds it', () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(lockFile(), `${other.pid}\n`);
      expect(() => acquireDirectoryLock(lockFile(), dir)).toThrow(DirectoryInUseError);
      expect(() => acquireDirectoryLock(lockFile(), dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left behind by a process that has died', () => {
    const finished = spawnSync(process.execPath, ['-e', '0']);
    fs.writeFileSync(lockFile(), `${finished.pid}\n`);
    const lock = acquireDirectoryLock(lockFile(), dir);
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('guards the server database directory before PGlite touches it', async () => {
    const lock = acquireDirectoryLock(path.join(dir, 'pglite.lock'), path.join(dir, 'pglite'));
    try {
      await expect(openDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toThrow(
        `The database directory ${path.join(dir, 'pglite')} is in use by process ${process.pid}`,
      );
      expect(fs.readdirSync(path.join(dir, 'pglite'))).toEqual([]);
    } finally {
      lock.release();
    }
  });
});
