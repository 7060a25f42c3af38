import type { FastifyInstance } from 'fastify';
import { Pool, type PoolClient } from 'pg';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import type { PostgresDatabase } from '../../src/db/connect';
import { applicationInStatus, signedInCast, type Cast } from '../support/applications';
import { callServer } from '../support/serverProcess';
import { buildTestApp } from '../support/testApp';
import { describeOnPostgres, useTestDatabase } from '../support/testDatabases';

// Real servers, processes and HTTP: slower than the unit tests, more so on a busy machine.
jest.setTimeout(30_000);

/**
 * A farmer's save and a banker's PATCH on one application, truly at once on PostgreSQL: both read the same
 * version, then their UPDATEs meet at the row. The test holds the row locked until every writer is
 * waiting on it, so the race is certain, not left to timing: the database's `WHERE version = …` decides.
 */
describeOnPostgres('a farmer’s save racing a banker’s PATCH on PostgreSQL', () => {
  const testDatabase = useTestDatabase('postgres');
  let app: FastifyInstance;
  let server: { url: string };
  let cast: Cast;
  let locks: Pool;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
    server = { url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    const { pool } = testDatabase.database as PostgresDatabase;
    locks = new Pool({ connectionString: pool.options.connectionString, max: 1 });
    // The test database is dropped (its sessions ended) before this pool is: that is no failure.
    locks.on('error', () => {});
  });
  afterAll(async () => {
    await locks?.end();
    await app?.close();
  });
  beforeEach(async () => {
    cast = await signedInCast(app);
    await applicationInStatus(app, cast, 'farmerSubmitted');
  });

  // Once submitted, the farmer's changes reach the bank by Update Application (PUT), drafts being refused.
  const farmerSave = (changes: Record<string, unknown>, ifMatch?: string) =>
    callServer(server, 'PUT', '/api/loan/application', {
      token: cast.farmer.token,
      body: { ...exampleCompleteApplication(), ...changes },
      headers: ifMatch ? { 'if-match': ifMatch } : {},
    });
  const bankerPatch = (body: Record<string, unknown>, ifMatch?: string) =>
    callServer(server, 'PATCH', `/api/loan/application?userId=${cast.farmer.userId}`, {
      token: cast.banker.token,
      body,
      headers: ifMatch ? { 'if-match': ifMatch } : {},
    });
  const stored = async () =>
    (
      await callServer(server, 'GET', `/api/loan/kcc-application?userId=${cast.farmer.userId}`, {
        token: cast.banker.token,
      })
    ).json.data;
  const history = async () =>
    (
      await callServer(server, 'GET', `/api/loan/application/history?userId=${cast.farmer.userId}`, {
        token: cast.banker.token,
      })
    ).json.data as { action: string; actorRole: string }[];

  /** Runs `writes` while the application's row is locked, releasing it once all of them wait for it. */
  async function raceAtTheRow<T>(writes: (() => Promise<T>)[]): Promise<T[]> {
    const holder: PoolClient = await locks.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from applications where user_id = $1 for update', [cast.farmer.userId]);
      const answers = Promise.all(writes.map((write) => write()));
      await waitForLockWaiters(holder, writes.length);
      await holder.query('commit');
      return await answers;
    } finally {
      holder.release();
    }
  }

  it('lets exactly one of a save and a PATCH with the same If-Match win; the other is told 409', async () => {
    const [saved, patched] = await raceAtTheRow([
      () => farmerSave({ loanAmount: 175_000 }, '"2"'),
      () => bankerPatch({ loanAmount: 125_000 }, '"2"'),
    ]);
    expect([saved!.status, patched!.status].sort()).toEqual([200, 409]);
    const [winner, loser] = saved!.status === 200 ? [saved!, patched!] : [patched!, saved!];
    expect(loser.json).toMatchObject({ code: 'staleApplication' });

    const application = await stored();
    expect(application).toMatchObject({ version: 3, loanAmount: winner.json.data.loanAmount });
    // Staff also see the workflow record, which the farmer's answer leaves out.
    const withoutWorkflow = ({ workflow: _workflow, ...fields }: Record<string, unknown>) => fields;
    expect(withoutWorkflow(application)).toEqual(withoutWorkflow(winner.json.data));
    // The loser left no trace: one event for the one write.
    expect((await history()).map((event) => event.actorRole)).toEqual([
      'user',
      'user',
      winner === saved ? 'user' : 'banker',
    ]);
  });

  it('lets one of eight writers holding the same version win, and refuses the other seven', async () => {
    const writers = Array.from({ length: 8 }, (_, n) =>
      n % 2 === 0 ? () => farmerSave({ age: 30 + n }, '"2"') : () => bankerPatch({ age: 30 + n }, '"2"'),
    );
    const answers = await raceAtTheRow(writers);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.json.code === 'staleApplication')).toHaveLength(
      7,
    );
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(await stored()).toMatchObject({ version: 3, age: winner.json.data.age });
    expect(await history()).toHaveLength(3);
  });

  it('without If-Match, applies both instead of one overwriting the other', async () => {
    const [saved, patched] = await raceAtTheRow([
      () => farmerSave({ age: 44 }),
      () => bankerPatch({ bankDetails: { branchName: 'Sitapur Main' } }),
    ]);
    expect([saved!.status, patched!.status]).toEqual([200, 200]);
    expect(await stored()).toMatchObject({ version: 4, age: 44, bankDetails: { branchName: 'Sitapur Main' } });
    expect(
      (await history())
        .map((event) => event.action)
        .slice(2)
        .sort(),
    ).toEqual(['bankDetailsUpdated', 'updated']);
  });
});

/** Until this many other sessions of the database wait for a lock (as the writers' UPDATEs do here). */
async function waitForLockWaiters(client: PoolClient, count: number): Promise<void> {
  for (let waited = 0; waited < 4_000; waited += 10) {
    // Inside a transaction PostgreSQL keeps showing the first look at pg_stat_activity unless told not to.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${count} writers never waited for the row together`);
}
