import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/connect';
import { createOrganisationService } from '../src/organisation/organisationService';
import { createMigratedPgliteDirectory } from './support/pgliteSnapshot';

const SERVER_DIR = path.resolve(__dirname, '..');
const TSX_CLI = path.join(path.dirname(require.resolve('tsx')), 'cli.mjs');

/** `npm run audit:verify -w server` as an operator runs it, on the server's PGlite directory. */
function auditVerify(dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [TSX_CLI, 'src/cli/auditVerify.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run audit:verify', () => {
  it('passes on an untouched book and names the first event someone changed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-audit-'));
    try {
      await createMigratedPgliteDirectory(dataDir);
      let database = await openDatabase({ databaseUrl: undefined, dataDir });
      const organisation = createOrganisationService({
        db: database.db,
        clock: () => new Date('2026-03-01T10:00:00Z'),
      });
      const actor = { userId: null, role: null, name: 'test', branchIfsc: null };
      for (const ifsc of ['SBIN0000001', 'SBIN0000002', 'SBIN0000003']) {
        await organisation.addBranch(actor, { ifsc, name: `Branch ${ifsc}`, pins: ['226001'] });
      }
      await database.close();

      const intact = await auditVerify(dataDir);
      expect(intact).toMatchObject({ code: 0, stderr: '' });
      expect(intact.stdout).toContain('Audit chain verified: 3 events, every hash and link intact.');

      database = await openDatabase({ databaseUrl: undefined, dataDir });
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`update application_events set actor_name = 'someone else' where subject_id = 'SBIN0000002'`,
        );
      });
      const [{ id }] = (
        (await database.db.execute(
          sql`select id from application_events where subject_id = 'SBIN0000002'`,
        )) as unknown as {
          rows: { id: number }[];
        }
      ).rows as [{ id: number }];
      await database.close();

      const tampered = await auditVerify(dataDir);
      expect(tampered.code).toBe(3);
      expect(tampered.stderr).toContain(
        `Audit chain BROKEN at event ${id}: its content no longer matches its hash (it was changed).`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
