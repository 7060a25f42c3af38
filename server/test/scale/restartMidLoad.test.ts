import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { farmerPhone } from '../support/accounts';
import { createMigratedPgliteDirectory } from '../support/pgliteSnapshot';
import {
  callServer,
  newSharedSecrets,
  signInThrough,
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '../support/serverProcess';
import { createPostgresDatabase, testDatabases } from '../support/testDatabases';

const FARMERS = 10;
/** Acknowledged writes before the kill: enough that every farmer has some and more are in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
const DEMO_BANKER = '9000000001';

interface Acknowledged {
  loanAmount: number;
  version: number;
}

/**
 * The server process killed (SIGKILL, as a crash or an OOM kill would) while farmers are saving, then
 * started again on the same data: every write it had answered 2xx is there. PGlite on disk, whose lock
 * the dead process left behind, and PostgreSQL.
 */
describe.each(testDatabases())('a server killed mid-load on %s', (kind) => {
  let options: ServerProcessOptions;
  let dataDir: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    let database: ServerProcessOptions['database'];
    if (kind === 'postgres') {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      dropDatabase = created.drop;
      database = { url: created.url };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-restart-'));
      await createMigratedPgliteDirectory(dataDir);
      database = { dataDir };
    }
    options = {
      database,
      secrets: newSharedSecrets(),
      env: { SEED_DEMO_USERS: 'true', OTP_SENDS_PER_IP_PER_HOUR: '100' },
    };
  }, 30_000);
  afterAll(async () => {
    await server?.kill();
    await dropDatabase?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const lockFile = () => path.join(dataDir!, 'pglite.lock');

  it('keeps every write it acknowledged, and starts again on the same data', async () => {
    const first = await startServerProcess(options);
    server = first;
    const banker = await signInThrough(first, DEMO_BANKER);
    const farmers: { token: string; userId?: string }[] = [];
    for (let n = 0; n < FARMERS; n += 1) farmers.push(await signInThrough(first, farmerPhone(n)));
    // Submitted applications, so the branch's banker may read their history; each save is then an update.
    const application = (n: number, loanAmount: number) => ({
      ...exampleCompleteApplication(),
      applicantName: `Farmer ${n}`,
      loanAmount,
    });
    for (const [n, farmer] of farmers.entries()) {
      const submitted = await callServer(first, 'POST', '/api/loan/application', {
        token: farmer.token,
        body: application(n, 500),
      });
      expect(submitted.status).toBe(201);
    }

    // Each farmer saves again and again, each time a new loan amount, waiting for each answer.
    const acknowledged: (Acknowledged | undefined)[] = [];
    let total = 0;
    const saving = farmers.map(async (farmer, n) => {
      for (let loanAmount = 1_000 * (n + 1); ; loanAmount += 1) {
        try {
          const saved = await callServer(first, 'PUT', '/api/loan/application', {
            token: farmer.token,
            body: application(n, loanAmount),
          });
          expect(saved.status).toBe(200);
          acknowledged[n] = { loanAmount, version: saved.json.data.version };
          farmer.userId = saved.json.data.userId;
          total += 1;
        } catch (error) {
          if ((error as Error).message !== 'fetch failed') throw error;
          return; // The server is gone: this write's fate is unknown, and it was not acknowledged.
        }
      }
    });
    const everyoneSaved = () => acknowledged.filter(Boolean).length === FARMERS;
    while (total < ACKNOWLEDGED_BEFORE_KILL || !everyoneSaved()) await new Promise((resolve) => setTimeout(resolve, 5));
    await first.kill();
    await Promise.all(saving);
    if (kind === 'pglite') expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(first.pid);

    const second = await startServerProcess(options);
    server = second;
    if (kind === 'pglite') expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(second.pid);

    for (const [n, farmer] of farmers.entries()) {
      const last = acknowledged[n]!;
      const stored = (await callServer(second, 'GET', '/api/loan/application', { token: farmer.token })).json.data;
      // The acknowledged write, or the one that was in flight when the process died (committed, unanswered).
      const inFlightCommitted = stored.version === last.version + 1;
      expect(stored).toMatchObject(
        inFlightCommitted ? { loanAmount: last.loanAmount + 1, version: last.version + 1 } : last,
      );
      const history = await callServer(second, 'GET', `/api/loan/application/history?userId=${farmer.userId}`, {
        token: banker.token,
      });
      expect(history.json.data).toHaveLength(stored.version);

      const next = await callServer(second, 'PUT', '/api/loan/application', {
        token: farmer.token,
        body: application(n, 1),
      });
      expect(next.json.data.version).toBe(stored.version + 1);
    }
    await second.stop();
    if (kind === 'pglite') expect(fs.existsSync(lockFile())).toBe(false);
  }, 60_000);
});
