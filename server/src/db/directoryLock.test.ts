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
  const thisBoot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  const thisNamespace = fs.readlinkSync('/proc/self/ns/pid');
  const startTicks = (pid: number) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  };
  /** A lock file as another process of this machine would have written it. */
  const writeLock = (owner: { pid: number; startTicks?: string; pidNamespace?: string; bootId?: string }) =>
    fs.writeFileSync(
      lockFile(),
      JSON.stringify({ pidNamespace: thisNamespace, bootId: thisBoot, token: 'someone-else', ...owner }),
    );

  it('refuses a second opener while the first holds it, and frees it on release', async () => {
    const lock = await acquireDirectoryLock(lockFile(), dir);
    await expect(acquireDirectoryLock(lockFile(), dir)).rejects.toThrow(`in use by process ${process.pid}`);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
    (await acquireDirectoryLock(lockFile(), dir)).release();
  });

  it('refuses when another live process holds it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeLock({ pid: other.pid!, startTicks: startTicks(other.pid!) });
      await expect(acquireDirectoryLock(lockFile(), dir)).rejects.toThrow(DirectoryInUseError);
      await expect(acquireDirectoryLock(lockFile(), dir)).rejects.toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left behind by a process that has died', async () => {
    const finished = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => finished.once('exit', resolve));
    writeLock({ pid: finished.pid!, startTicks: '1' });
    const lock = await acquireDirectoryLock(lockFile(), dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock naming its own pid, as a restarted container finds it', async () => {
    // The old lock took "pid alive" for "holder alive"; in a fresh PID namespace that pid is the new server's.
    writeLock({ pid: process.pid, startTicks: startTicks(process.pid) });
    const lock = await acquireDirectoryLock(lockFile(), dir);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process', async () => {
    writeLock({ pid: process.ppid, startTicks: String(Number(startTicks(process.ppid)) + 1) });
    (await acquireDirectoryLock(lockFile(), dir)).release();
  });

  it('takes over a lock of a holder it cannot see once that holder stops touching it', async () => {
    writeLock({ pid: 1, pidNamespace: 'pid:[1]' });
    const started = Date.now();
    const lock = await acquireDirectoryLock(lockFile(), dir, { heartbeatMs: 100, staleAfterMs: 600 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    lock.release();
  });

  it('refuses a holder in another namespace that keeps touching the lock', async () => {
    writeLock({ pid: 1, pidNamespace: 'pid:[1]' });
    const touch = setInterval(() => fs.utimesSync(lockFile(), new Date(), new Date()), 50);
    try {
      await expect(acquireDirectoryLock(lockFile(), dir, { heartbeatMs: 100, staleAfterMs: 400 })).rejects.toThrow(
        'in use by process 1',
      );
    } finally {
      clearInterval(touch);
    }
  });

  it('keeps its own lock fresh while it holds it', async () => {
    const lock = await acquireDirectoryLock(lockFile(), dir, { heartbeatMs: 50, staleAfterMs: 400 });
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(), past, past);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(Date.now() - fs.statSync(lockFile()).mtimeMs).toBeLessThan(1_000);
    lock.release();
  });

  it('guards the server database directory before PGlite touches it', async () => {
    const lock = await acquireDirectoryLock(path.join(dir, 'pglite.lock'), path.join(dir, 'pglite'));
    try {
      await expect(openDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toThrow(
        `The database directory ${path.join(dir, 'pglite')} is in use by process ${process.pid}`,
      );
      expect(fs.readdirSync(path.join(dir, 'pglite'))).toEqual([]);
    } finally {
      lock.release();
    }
  });

  it('keeps the database unreadable to every other local user', async () => {
    fs.chmodSync(dir, 0o755);
    const asNobody = (...command: string[]) =>
      spawnSync('runuser', ['-u', 'nobody', '--', ...command], { encoding: 'utf8' });
    // A folder made before this fix, as the review found it: 0755, files 0644.
    await (await openDatabase({ databaseUrl: undefined, dataDir: dir })).close();
    fs.chmodSync(path.join(dir, 'pglite'), 0o755);
    fs.chmodSync(path.join(dir, 'pglite', 'PG_VERSION'), 0o644);
    expect(asNobody('cat', path.join(dir, 'pglite', 'PG_VERSION')).status).toBe(0);
    const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      await database.db.execute('create table probe (id int)');
      expect(fs.statSync(path.join(dir, 'pglite')).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, 'pglite', 'PG_VERSION')).mode & 0o777).toBe(0o600);
      const listing = asNobody('ls', path.join(dir, 'pglite'));
      const reading = asNobody('cat', path.join(dir, 'pglite', 'PG_VERSION'));
      expect(listing.status).not.toBe(0);
      expect(reading.status).not.toBe(0);
      expect(reading.stderr).toContain('Permission denied');
      expect(asNobody('cat', path.join(dir, 'pglite.lock')).status).not.toBe(0);
    } finally {
      await database.close();
    }
  }, 30_000);
});
