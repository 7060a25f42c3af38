import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

export class DirectoryInUseError extends Error {
  override name = 'DirectoryInUseError';
  constructor(
    readonly directory: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database directory ${directory} is in use by process ${ownerPid}. ` +
        'Stop that process first (two processes on one PGlite directory would corrupt it), ' +
        'or point DATABASE_URL at a PostgreSQL server.',
    );
  }
}

export interface DirectoryLock {
  release(): void;
}

/** What a lock file records about its holder. */
interface LockOwner {
  pid: number;
  /** The holder's start time in clock ticks since boot (/proc/<pid>/stat), so a reused pid is told apart. */
  startTicks: string | null;
  /** The holder's PID namespace: pids mean nothing across namespaces (a restarted container reuses them). */
  pidNamespace: string | null;
  bootId: string | null;
  token: string;
}

export interface DirectoryLockOptions {
  /** How often the holder touches the lock file. */
  heartbeatMs?: number;
  /** A lock untouched this long is stale whoever wrote it. */
  staleAfterMs?: number;
}

const HEARTBEAT_MS = 2_000;
const STALE_AFTER_MS = 6_000;

/** Locks this process holds, so that opening the same directory twice in one process is refused too. */
const heldTokens = new Set<string>();

/**
 * Claims `lockFile` for this process. The file names its holder (pid, start time, PID namespace, boot) and
 * is touched every `heartbeatMs`. An existing lock is taken over when its holder is provably gone: a process
 * of this machine's boot and this PID namespace that no longer runs (or is a zombie, or is another process
 * under a reused pid — our own pid included, as in a restarted container), or a lock whose heartbeat stopped
 * `staleAfterMs` ago (a holder in another PID namespace, which we cannot see). When the holder may be alive
 * in another namespace, this waits for its heartbeat to stop before refusing.
 */
export async function acquireDirectoryLock(
  lockFile: string,
  directory: string,
  { heartbeatMs = HEARTBEAT_MS, staleAfterMs = STALE_AFTER_MS }: DirectoryLockOptions = {},
): Promise<DirectoryLock> {
  const me = describeThisProcess();
  const deadline = Date.now() + staleAfterMs + heartbeatMs;
  for (;;) {
    if (tryCreate(lockFile, me)) return holdLock(lockFile, me, heartbeatMs);
    const verdict = judge(lockFile, me, staleAfterMs);
    if (verdict.state === 'held') throw new DirectoryInUseError(directory, verdict.owner.pid);
    if (verdict.state === 'stale') {
      removeIfUnchanged(lockFile, verdict.content);
      continue;
    }
    // 'unknown': a holder we cannot see; its heartbeat decides.
    if (Date.now() > deadline) throw new DirectoryInUseError(directory, verdict.owner.pid);
    await new Promise((resolve) => setTimeout(resolve, Math.min(heartbeatMs, 500)));
  }
}

function describeThisProcess(): LockOwner {
  return {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    pidNamespace: readLink('/proc/self/ns/pid'),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    token: randomUUID(),
  };
}

/** Writes the whole file under a temporary name and links it into place: nobody ever reads half a lock. */
function tryCreate(lockFile: string, me: LockOwner): boolean {
  const temporary = `${lockFile}.${me.token}`;
  fs.writeFileSync(temporary, `${JSON.stringify(me)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temporary, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function holdLock(lockFile: string, me: LockOwner, heartbeatMs: number): DirectoryLock {
  heldTokens.add(me.token);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lockFile, now, now);
    } catch {
      // Gone (deleted by hand): the next start judges by pid again.
    }
  }, heartbeatMs);
  heartbeat.unref();
  return {
    release() {
      clearInterval(heartbeat);
      heldTokens.delete(me.token);
      if (readOwner(lockFile)?.owner.token === me.token) fs.rmSync(lockFile, { force: true });
    },
  };
}

type Verdict =
  { state: 'held'; owner: LockOwner } | { state: 'stale'; content: string } | { state: 'unknown'; owner: LockOwner };

function judge(lockFile: string, me: LockOwner, staleAfterMs: number): Verdict {
  const read = readOwner(lockFile);
  if (!read) return { state: 'stale', content: '' };
  const { owner, content, modifiedAt } = read;
  if (heldTokens.has(owner.token)) return { state: 'held', owner };
  const heartbeatStopped = Date.now() - modifiedAt > staleAfterMs;
  const sameMachineView =
    owner.bootId === me.bootId && owner.pidNamespace === me.pidNamespace && me.pidNamespace !== null;
  if (sameMachineView) {
    if (owner.pid === me.pid) return { state: 'stale', content }; // our pid, but not one of our locks
    return isSameProcessAlive(owner) ? { state: 'held', owner } : { state: 'stale', content };
  }
  if (owner.bootId !== null && me.bootId !== null && owner.bootId !== me.bootId) return { state: 'stale', content };
  if (heartbeatStopped) return { state: 'stale', content };
  // No /proc (another OS): fall back on the pid, as a live local process answers signals.
  if (me.pidNamespace === null && owner.pidNamespace === null) {
    return isSignalable(owner.pid) ? { state: 'held', owner } : { state: 'stale', content };
  }
  return { state: 'unknown', owner };
}

function isSameProcessAlive(owner: LockOwner): boolean {
  const stat = readText(`/proc/${owner.pid}/stat`);
  if (stat === null) return false;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  if (state === 'Z' || state === 'X') return false; // killed, not yet reaped
  return owner.startTicks === null || fields[19] === owner.startTicks;
}

function startTicksOf(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  return stat === null ? null : (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null);
}

function isSignalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): { owner: LockOwner; content: string; modifiedAt: number } | undefined {
  try {
    const content = fs.readFileSync(lockFile, 'utf8');
    const modifiedAt = fs.statSync(lockFile).mtimeMs;
    const parsed = JSON.parse(content) as Partial<LockOwner>;
    if (!Number.isInteger(parsed.pid) || typeof parsed.token !== 'string') return undefined;
    return {
      owner: {
        pid: parsed.pid!,
        startTicks: parsed.startTicks ?? null,
        pidNamespace: parsed.pidNamespace ?? null,
        bootId: parsed.bootId ?? null,
        token: parsed.token,
      },
      content,
      modifiedAt,
    };
  } catch {
    return undefined;
  }
}

/**
 * Moves the stale lock aside and deletes it only if it is still the one judged stale: two starters taking
 * over at once must not delete the fresh lock the faster one has just made.
 */
function removeIfUnchanged(lockFile: string, judgedContent: string): void {
  const aside = `${lockFile}.stale.${randomUUID()}`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const content = fs.readFileSync(aside, 'utf8');
  if (judgedContent !== '' && content !== judgedContent) {
    try {
      fs.linkSync(aside, lockFile);
    } catch {
      // Someone made a new lock meanwhile; theirs stands.
    }
  }
  fs.rmSync(aside, { force: true });
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

function readLink(file: string): string | null {
  try {
    return fs.readlinkSync(file);
  } catch {
    return null;
  }
}
