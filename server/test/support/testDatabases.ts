import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { openDatabase, openPglite, type Database } from '../../src/db/connect';
import { openMigratedPglite } from './pgliteSnapshot';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (its admin database). */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  readonly database: Database;
}

/**
 * One database for the whole test file, emptied before each test. On PostgreSQL a new database is
 * created from the admin URL and dropped afterwards. `migrated: false` gives an empty schema.
 */
export function useTestDatabase(kind: TestDatabaseKind, { migrated = true } = {}): TestDatabase {
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
    if (migrated) await database!.db.execute('truncate users, otp_challenges, sessions cascade');
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
