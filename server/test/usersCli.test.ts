import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { executeUsersCommand, parseUsersCommand, UsageError } from '../src/cli/usersCommand';
import { acquireDirectoryLock } from '../src/db/directoryLock';
import { createOrganisationService } from '../src/organisation/organisationService';
import { createUserRepository } from '../src/users/userRepository';
import { createTestClock } from './support/testApp';
import { createPostgresDatabase, testDatabases, useTestDatabase } from './support/testDatabases';

const SERVER_DIR = path.resolve(__dirname, '..');
const TSX_CLI = path.join(path.dirname(require.resolve('tsx')), 'cli.mjs');

/** The real command, as `npm run users -w server -- …` runs it. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [TSX_CLI, 'src/cli/users.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'development', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the users command line', () => {
  it('explains each mistake before touching the database', () => {
    const mistake = (argv: string[]) => () => parseUsersCommand(argv);
    expect(mistake([])).toThrow(
      'Name a command: list, add, set-role, set-branch, set-limit, set-name, deactivate, activate or remove',
    );
    expect(mistake(['promote'])).toThrow('Unknown command "promote"');
    expect(mistake(['add', '--role', 'banker'])).toThrow('--phone is required');
    expect(mistake(['add', '--phone', '12345', '--role', 'banker'])).toThrow(
      '"12345" is not an Indian mobile number (10 digits starting 6-9)',
    );
    expect(mistake(['add', '--phone', '9876543210'])).toThrow('--role is required (user, lawyer, banker, admin)');
    expect(mistake(['add', '--phone', '9876543210', '--role', 'manager'])).toThrow(
      '"manager" is not a role; use one of user, lawyer, banker, admin',
    );
    expect(mistake(['list', '--colour'])).toThrow(UsageError);
    expect(
      parseUsersCommand([
        'add',
        '--phone',
        '+91 98765 43210',
        '--role',
        'lawyer',
        '--branch',
        'sbin0001234,SBIN0005678',
        '--name',
        'Suresh Iyer',
      ]),
    ).toEqual({
      name: 'add',
      phone: '9876543210',
      role: 'lawyer',
      staffName: 'Suresh Iyer',
      branches: ['SBIN0001234', 'SBIN0005678'],
      sanctionLimit: null,
    });
  });

  it('prints the usage and exits 2 on a mistake', async () => {
    const result = await runCli(['add', '--phone', '98', '--role', 'banker'], { DATABASE_URL: 'memory://' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Error: "98" is not an Indian mobile number');
    expect(result.stderr).toContain('Usage: npm run users -w server -- <command>');
  }, 20_000);

  it('says so, and exits 1, when the server holds the PGlite directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-cli-'));
    const lock = await acquireDirectoryLock(path.join(dataDir, 'pglite.lock'), path.join(dataDir, 'pglite'));
    try {
      const result = await runCli(['list'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(result.stderr).toContain('stop it, run this command, start it again');
    } finally {
      lock.release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 20_000);

  if (process.env.TEST_DATABASE_URL) {
    it('adds a banker to a PostgreSQL database', async () => {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const added = await runCli(['add', '--phone', '9811111111', '--role', 'admin', '--name', 'Meera Nair'], {
          DATABASE_URL: created.url,
        });
        expect(added).toMatchObject({ code: 0, stderr: '' });
        expect(added.stdout).toMatch(/^Added 9811111111 {2}admin/);
        const pool = new Pool({ connectionString: created.url });
        pool.on('error', () => {}); // an idle connection ended by the forced drop below
        const { rows } = await pool.query('select phone, role from users');
        await pool.end();
        expect(rows).toEqual([{ phone: '9811111111', role: 'admin' }]);
      } finally {
        await created.drop();
      }
    }, 30_000);
  }
});

describe.each(testDatabases())('users commands on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  const clock = createTestClock();

  async function run(...argv: string[]) {
    const printed: string[] = [];
    const { db } = testDatabase.database;
    const users = createUserRepository(db);
    const organisation = createOrganisationService({ db, clock: clock.now });
    await executeUsersCommand(parseUsersCommand(argv), {
      users,
      organisation,
      clock: clock.now,
      print: (line) => printed.push(line),
    });
    return printed;
  }

  it('adds, lists, changes and removes staff', async () => {
    expect(await run('list')).toEqual(['No users yet.']);
    await createOrganisationService({ db: testDatabase.database.db, clock: clock.now }).addBranch(
      { userId: null, role: null, name: 'test', branchIfsc: null },
      { ifsc: 'SBIN0001234', name: 'Lucknow Main', pins: ['226001'] },
    );
    expect(
      await run('add', '--phone', '9811111111', '--role', 'banker', '--branch', 'SBIN0001234', '--name', 'Anita Verma'),
    ).toEqual(['Added 9811111111  banker  since 2026-01-15  Anita Verma  SBIN0001234']);
    await run('add', '--phone', '9822222222', '--role', 'lawyer', '--branch', 'SBIN0001234', '--name', 'Suresh Iyer');
    expect(await run('list')).toEqual([
      '9811111111  banker  since 2026-01-15  Anita Verma  SBIN0001234',
      '9822222222  lawyer  since 2026-01-15  Suresh Iyer  SBIN0001234',
    ]);
    expect(
      await run(
        'set-role',
        '--phone',
        '9822222222',
        '--role',
        'banker',
        '--branch',
        'SBIN0001234',
        '--sanction-limit',
        '300000',
      ),
    ).toEqual(['Updated 9822222222  banker  since 2026-01-15  Suresh Iyer  SBIN0001234  limit ₹3,00,000']);
    expect(await run('deactivate', '--phone', '9822222222')).toEqual([
      'Updated 9822222222  banker  since 2026-01-15  Suresh Iyer  SBIN0001234  limit ₹3,00,000  (deactivated)',
    ]);
    expect(await run('remove', '--phone', '9811111111')).toEqual(['Removed 9811111111']);
    expect(await run('list')).toEqual([
      '9822222222  banker  since 2026-01-15  Suresh Iyer  SBIN0001234  limit ₹3,00,000  (deactivated)',
    ]);
  });

  it('refuses to add a phone twice or to change someone who does not exist', async () => {
    await run('add', '--phone', '9811111111', '--role', 'admin', '--name', 'Meera Nair');
    await expect(run('add', '--phone', '9811111111', '--role', 'admin', '--name', 'X')).rejects.toThrow(
      '9811111111 is already registered as admin; use set-role to change it',
    );
    await expect(run('set-role', '--phone', '9833333333', '--role', 'admin')).rejects.toThrow(
      'No user has the phone 9833333333; use add to create one',
    );
    await expect(run('remove', '--phone', '9833333333')).rejects.toThrow('No user has the phone 9833333333');
  });
});
