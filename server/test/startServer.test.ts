import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db/migrate';
import { startServer, type RunningServer } from '../src/main';
import { ConsoleSmsProvider } from '../src/sms/consoleSmsProvider';
import { createPostgresDatabase, testDatabases } from './support/testDatabases';

/** Rows of a raw query (PGlite and node-postgres both answer with `rows`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));

describe.each(testDatabases())('startServer on %s', (kind) => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let databaseUrl = 'memory://';
    if (kind === 'postgres') {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer({
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO_USERS: 'true',
        WEB_ROOT: path.join(__dirname, 'no-web-root-here'),
        EXTRACTION_WORKERS: '0',
      },
      smsProvider: new ConsoleSmsProvider({ keepOutbox: true, write: () => {} }),
    });
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    await dropDatabase?.();
  });

  const call = (pathname: string, init: RequestInit = {}) =>
    fetch(`${server.url}${pathname}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

  it('creates the schema at start by running every migration', async () => {
    const applied = await server.app.database.db.execute(
      sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
    );
    expect(rowsOf(applied)).toEqual([{ total: journal.entries.length }]);
    const tables = await server.app.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rowsOf<{ table_name: string }>(tables).map((row) => row.table_name)).toEqual([
      'application_events',
      'application_group_counts',
      'applications',
      'branches',
      'contact_inquiries',
      'document_extractions',
      'document_files',
      'document_uploads',
      'farmer_sms',
      'lawyer_panels',
      'otp_challenges',
      'sessions',
      'upload_sessions',
      'users',
    ]);
  });

  it('listens on a real port and reports its database', async () => {
    const response = await call('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('signs the demo banker in over HTTP, reading the code from the development outbox', async () => {
    const sent = await call('/api/auth/send-otp', { method: 'POST', body: JSON.stringify({ phone: '9000000001' }) });
    const { verificationId } = await sent.json();
    const otp = server.outbox!.latestOtpFor('9000000001')!;
    const verified = await call('/api/auth/verify-otp', {
      method: 'POST',
      body: JSON.stringify({ phone: '9000000001', otp, verificationId }),
    });
    const { token, role } = await verified.json();
    expect(role).toBe('banker');

    const logout = await call('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(await logout.json()).toEqual({ success: true });
  });

  it('has seeded the demo branch, its bankers, lawyer and admin, once however often it starts', async () => {
    expect((await server.app.users.findByPhone('9000000002'))?.role).toBe('lawyer');
    const { seedDemoOrganisation } = await import('../src/users/demoUsers');
    await seedDemoOrganisation(
      server.app.organisation,
      async (phone) => (await server.app.users.findByPhone(phone)) !== undefined,
    );
    const staff = await server.app.organisation.listStaff();
    expect(staff.map((member) => [member.phone, member.role, member.name, member.branches])).toEqual([
      ['9000000004', 'admin', 'Meera Nair', []],
      ['9000000001', 'banker', 'Anita Verma', ['KCCB0000001']],
      ['9000000003', 'banker', 'Rajesh Gupta', ['KCCB0000001']],
      ['9000000002', 'lawyer', 'Suresh Iyer', ['KCCB0000001']],
    ]);
    expect(await server.app.organisation.listBranches()).toEqual([
      expect.objectContaining({ ifsc: 'KCCB0000001', servesEveryPin: true }),
    ]);
  });
});
