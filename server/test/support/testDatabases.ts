import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { openDatabase, openPglite, type Database } from '../../src/db/connect';
import { openMigratedPglite } from './pgliteSnapshot';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (its admin database). */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A describe block that needs the machine's PostgreSQL (several connections or processes at once, which
 * PGlite's single session cannot give): skipped, saying why, when TEST_DATABASE_URL is unset.
 */
export function describeOnPostgres(name: string, tests: () => void): void {
  if (process.env.TEST_DATABASE_URL) {
    describe(name, tests);
    return;
  }
  const reason = `${name}: skipped, it needs PostgreSQL (set TEST_DATABASE_URL=postgres://…/postgres)`;
  console.warn(reason);
  describe.skip(reason, tests);
}

export interface TestDatabase {
  readonly database: Database;
}

/**
 * One database for the whole test file, emptied before each test. On PostgreSQL a new database is
 * created from the admin URL and dropped afterwards. `migrated: false` gives an empty schema;
 * `emptyBeforeEach: false` keeps what a beforeAll seeded for read-only tests.
 */
export function useTestDatabase(
  kind: TestDatabaseKind,
  { migrated = true, emptyBeforeEach = true } = {},
): TestDatabase {
  let database: Database | undefined;
  let dropPostgresDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (kind === 'pglite') {
      database = migrated ? await openMigratedPglite() : openPglite(await PGlite.create('memory://'));
      return;
    }
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    dropPostgresDatabase = created.drop;
    database = await openDatabase({ databaseUrl: created.url, dataDir: '' });
    if (migrated) {
      const { runMigrations } = await import('../../src/db/migrate');
      await runMigrations(database);
    }
  }, 30_000);

  beforeEach(async () => {
    if (migrated && emptyBeforeEach) await emptyAllTables(database!);
  });

  afterAll(async () => {
    await database?.close();
    await dropPostgresDatabase?.();
  });

  return {
    get database() {
      if (!database) throw new Error('the test database is not open yet');
      return database;
    },
  };
}

/** Every table of the schema, each after the tables that refer to it. */
const TABLES = [
  'upload_sessions',
  'document_extractions',
  'document_files',
  'document_uploads',
  'application_events',
  'farmer_sms',
  'applications',
  'application_group_counts',
  'sessions',
  'otp_challenges',
  'contact_inquiries',
  'lawyer_panels',
  'users',
  'branches',
];

/**
 * Empties every table of the schema, the append-only audit log included. DELETE, not TRUNCATE: on tables
 * this small it is ten times faster, which every test pays.
 */
export async function emptyAllTables(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    // The audit log's triggers refuse DELETE; in replica mode (superuser only, as in tests) they do not fire,
    // nor does the one keeping application_group_counts, which is emptied with the rest.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of TABLES) await tx.execute(sql.raw(`delete from ${table}`));
  });
}

export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kcc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
