import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedDatabase, type SeededBook } from '../bench/seedDatabase';
import { fieldCipherFor } from '../src/crypto/fieldCipher';
import { farmerPhone, signedInAccount } from './support/accounts';
import { keptAndCountedGroups } from './support/applications';
import { callServer } from './support/serverProcess';
import { queryRows } from './support/sql';
import { buildTestApp } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';

const APPLICATIONS = 300;

/** The benchmark's bulk seed (bench/seedDatabase.ts) leaves a database the API serves as if it had made it. */
describe.each(testDatabases())('the benchmark’s seed on %s', (kind) => {
  const testDatabase = useTestDatabase(kind, { emptyBeforeEach: false });
  let app: FastifyInstance;
  let book: SeededBook;
  let server: { url: string };

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
    await app.ready();
    book = await seedDatabase(testDatabase.database, {
      applications: APPLICATIONS,
      farmerSessions: 20,
      cipher: fieldCipherFor(app.config.dataEncryptionKeys),
      now: app.clock(),
    });
    server = { url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  }, 30_000);
  afterAll(() => app.close());

  it('seeds a book spread over every tab, with exact kept counts', async () => {
    const dashboard = await callServer(server, 'GET', '/api/sheet/kcc-applications', { token: book.bankerToken });
    // Drafts never submitted belong to no branch: the banker's book is every submitted application.
    const [drafts] = await queryRows<{ count: number }>(
      testDatabase.database,
      sql`select count(*)::int as count from applications where branch_id is null`,
    );
    expect(drafts!.count).toBeGreaterThan(0);
    expect(dashboard.json.total).toBe(APPLICATIONS - drafts!.count);
    for (const count of Object.values<number>(dashboard.json.counts)) expect(count).toBeGreaterThan(0);
    const { kept, counted } = await keptAndCountedGroups(testDatabase.database);
    expect(kept).toEqual(counted);
  });

  it('gives farmers sessions that open their own application, numbers in clear', async () => {
    expect(book.farmerTokens).toHaveLength(20);
    const own = await callServer(server, 'GET', '/api/loan/application', { token: book.farmerTokens[7] });
    expect(own.status).toBe(200);
    expect(own.json.data.aadharNo).toMatch(/^[2-9]\d{11}$/);
    expect(own.json.data.bankAccount.accountNumber).toMatch(/^\d{11}$/);
    const built = await callServer(server, 'GET', '/api/loan/kcc-application', { token: book.farmerTokens[7] });
    expect(own.json).toEqual(built.json);
    const stored = await queryRows<{ data: string }>(testDatabase.database, sql`select data::text from applications`);
    expect(stored.some((row) => row.data.includes(own.json.data.aadharNo))).toBe(false);
  });

  it('leaves the counting trigger on: a new application is counted', async () => {
    const [trigger] = await queryRows<{ enabled: string }>(
      testDatabase.database,
      sql`select tgenabled as enabled from pg_trigger where tgname = 'applications_group_counts_insert'`,
    );
    expect(trigger!.enabled).toBe('O');
    const farmer = await signedInAccount(app, 'user', farmerPhone(1));
    const before = (await keptAndCountedGroups(testDatabase.database)).kept.awaitingLawyerAssignment!;
    expect(
      (await callServer(server, 'PUT', '/api/loan/save-draft', { token: farmer.token, body: { applicantName: 'New' } }))
        .status,
    ).toBe(200);
    const { kept, counted } = await keptAndCountedGroups(testDatabase.database);
    expect(kept.awaitingLawyerAssignment).toBe(before + 1);
    expect(kept).toEqual(counted);
  });
});
