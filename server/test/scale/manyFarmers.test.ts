import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { verhoeffCheckDigit } from '@kisan-credit/shared-api/contract/verhoeff';
import { farmerPhone, signedInAccount, type Account } from '../support/accounts';
import { keptAndCountedGroups } from '../support/applications';
import { callServer } from '../support/serverProcess';
import { queryRows } from '../support/sql';
import { buildTestApp } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

// Real servers, processes and HTTP: slower than the unit tests, more so on a busy machine.
jest.setTimeout(30_000);

const FARMERS = 50;

/** Farmer n's complete application: every value that could be mixed up with another farmer's is their own. */
function applicationOf(n: number) {
  const example = exampleCompleteApplication();
  const digits = (width: number) => String(n).padStart(width, '0');
  return {
    ...example,
    applicantName: `Farmer ${n} Kumar`,
    fatherHusbandName: `Father ${n} Kumar`,
    age: 20 + (n % 60),
    aadharNo: `4${digits(10)}${verhoeffCheckDigit(`4${digits(10)}`)}`,
    panNumber: `ABCPK${digits(4)}F`,
    loanAmount: 100_000 + n * 1_000,
    bankAccount: { ...example.bankAccount, accountNumber: `3${digits(10)}` },
    familyMembers: [{ ...example.familyMembers[0]!, name: `Spouse ${n}` }],
    landDetails: [{ ...example.landDetails[0]!, khataNo: `K-${n}`, landArea: 1 + (n % 7) }],
  };
}

/**
 * Fifty farmers saving and submitting at the same moment, over real HTTP to a listening server (the
 * database serves them concurrently: a connection pool on PostgreSQL, PGlite's one session in turn).
 * Nothing may be lost or mixed: every application whole, with its own numbers, versions and history.
 */
describe.each(testDatabases())('fifty farmers at once on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let server: { url: string };
  let farmers: Account[];
  let banker: Account;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
    server = { url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    banker = await signedInAccount(app, 'banker', '9000000001');
    farmers = await Promise.all(
      Array.from({ length: FARMERS }, (_, n) => signedInAccount(app, 'user', farmerPhone(n))),
    );
  });

  /** What a farmer does: a first draft, a fuller one, then the submission; the answers in order. */
  async function fillAndSubmit(farmer: Account, n: number) {
    const complete = applicationOf(n);
    const {
      termsAccepted: _t,
      informationAccuracy: _i,
      documentAuthenticity: _d,
      privacyConsent: _p,
      ...withoutDeclarations
    } = complete;
    const steps: [string, string, unknown][] = [
      ['PUT', '/api/loan/save-draft', { applicantName: complete.applicantName, loanAmount: complete.loanAmount }],
      ['PUT', '/api/loan/save-draft', withoutDeclarations],
      ['POST', '/api/loan/application', complete],
    ];
    const answers = [];
    for (const [method, pathname, body] of steps)
      answers.push(await callServer(server, method, pathname, { token: farmer.token, body }));
    return { sent: complete, answers };
  }

  it('stores every application whole, with its own numbers, versions and history', async () => {
    // A banker keeps reading the dashboard meanwhile, as the bank's staff would.
    let loading = true;
    const dashboardReads = (async () => {
      const statuses: number[] = [];
      while (loading) {
        statuses.push((await callServer(server, 'GET', '/api/sheet/kcc-applications', { token: banker.token })).status);
      }
      return statuses;
    })();
    const results = await Promise.all(farmers.map((farmer, n) => fillAndSubmit(farmer, n)));
    loading = false;
    expect(new Set(await dashboardReads)).toEqual(new Set([200]));

    for (const [n, { sent, answers }] of results.entries()) {
      expect(answers.map((answer) => [answer.status, answer.json.data.version])).toEqual([
        [200, 1],
        [200, 2],
        [200, 3],
      ]);
      const own = await callServer(server, 'GET', '/api/loan/application', { token: farmers[n]!.token });
      expect(own.json.data).toEqual(answers[2]!.json.data);
      expect(own.json.data).toMatchObject({
        ...sent,
        status: 'farmerSubmitted',
        userId: farmers[n]!.userId,
        phoneNumber: farmerPhone(n),
      });
    }

    const rows = await queryRows<{ version: number; events: string }>(
      testDatabase.database,
      sql`select a.version, string_agg(e.action, ',' order by e.id) as events
            from applications a join application_events e on e.application_id = a.id group by a.id`,
    );
    expect(rows).toHaveLength(FARMERS);
    for (const row of rows) expect(row).toEqual({ version: 3, events: 'draftSaved,draftSaved,submitted' });
    expect(await keptAndCountedGroups(testDatabase.database)).toEqual({
      kept: { awaitingLawyerAssignment: FARMERS },
      counted: { awaitingLawyerAssignment: FARMERS },
    });

    const dashboard = await callServer(server, 'GET', '/api/sheet/kcc-applications?pageSize=50', {
      token: banker.token,
    });
    expect(dashboard.json.total).toBe(FARMERS);
    expect(new Set(dashboard.json.data.map((item: { applicantName: string }) => item.applicantName))).toEqual(
      new Set(farmers.map((_, n) => `Farmer ${n} Kumar`)),
    );
  });
});
