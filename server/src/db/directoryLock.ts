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

/**
 * Claims `lockFile` for this process by creating it exclusively with our pid inside. A lock left by a
 * process that no longer exists is taken over; one held by a live process (this one included) is refused.
 */
export function acquireDirectoryLock(lockFile: string, directory: string): DirectoryLock {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return { release: () => releaseIfOurs(lockFile) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const ownerPid = readPid(lockFile);
    if (ownerPid !== null && isAlive(ownerPid)) throw new DirectoryInUseError(directory, ownerPid);
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(lockFile: string): void {
  if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
}
