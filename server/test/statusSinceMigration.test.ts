import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../src/db/migrate';
import { createPostgresDatabase, testDatabases, type TestDatabaseKind } from './support/testDatabases';

const QUEUES_MIGRATION = '0010_queues';
const STATUS_AFTER_APPLYING_MIGRATION = '0014_status_since_not_before_created';

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends just before it. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** An empty database of this kind, migrated by drizzle's own migrator from any folder. */
async function emptyDatabase(kind: TestDatabaseKind) {
  if (kind === 'pglite') {
    const client = await PGlite.create('memory://');
    const db = drizzlePglite({ client });
    return {
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      exec: async (text: string) => void (await client.exec(text)),
      rows: async <Row>(text: string) => (await client.query<Row>(text)).rows,
      close: () => client.close(),
    };
  }
  const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  const pool = new pg.Pool({ connectionString: created.url, max: 1 });
  // The forced drop below may end the connection the pool is still closing (57P01): no test failure.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool });
  return {
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    exec: async (text: string) => void (await pool.query(text)),
    rows: async <Row>(text: string) => (await pool.query(text)).rows as Row[],
    close: async () => {
      await pool.end();
      await created.drop();
    },
  };
}

describe.each(testDatabases())('the queues migration on %s, with applications in the database', (kind) => {
  it('gives each application the time it reached its status, or its last change when no event says', async () => {
    const database = await emptyDatabase(kind);
    const before = migrationsBefore(QUEUES_MIGRATION);
    await database.migrate(before);

    await database.exec(`
      insert into users (id, phone, created_at) values
        ('00000000-0000-4000-8000-000000000001', '9700000001', '2026-01-01T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', '9700000002', '2026-01-01T00:00:00Z');
      insert into applications (id, user_id, phone_number, status, data, created_at, updated_at) values
        ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', '9700000001', 'lawyer',
         '{}', '2026-01-02T00:00:00Z', '2026-01-09T00:00:00Z'),
        ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000002', '9700000002', 'farmerSubmitted',
         '{}', '2026-01-03T00:00:00Z', '2026-01-04T00:00:00Z');
      insert into application_events (application_id, action, from_status, to_status, at) values
        ('00000000-0000-4000-8000-00000000000a', 'submitted', null, 'farmerSubmitted', '2026-01-02T00:00:00Z'),
        ('00000000-0000-4000-8000-00000000000a', 'lawyerAssigned', 'farmerSubmitted', 'lawyer', '2026-01-05T00:00:00Z'),
        ('00000000-0000-4000-8000-00000000000a', 'landDetailsUpdated', 'lawyer', 'lawyer', '2026-01-09T00:00:00Z');
    `);
    await database.migrate(MIGRATIONS_FOLDER);

    const rows = await database.rows<{ phone_number: string; status_since: Date }>(
      'select phone_number, status_since from applications order by phone_number',
    );
    expect(rows.map((row) => [row.phone_number, row.status_since.toISOString()])).toEqual([
      // With the lawyer since the assignment, not since the lawyer's later save.
      ['9700000001', '2026-01-05T00:00:00.000Z'],
      // No event: the application's last change.
      ['9700000002', '2026-01-04T00:00:00.000Z'],
    ]);
    await database.close();
    fs.rmSync(before, { recursive: true, force: true });
  }, 60_000); // A fresh PGlite (initdb) and every migration twice, on a busy machine.

  it('counts the days pending of a status dated before its application from the application', async () => {
    const database = await emptyDatabase(kind);
    const before = migrationsBefore(STATUS_AFTER_APPLYING_MIGRATION);
    await database.migrate(before);

    await database.exec(`
      insert into users (id, phone, created_at) values
        ('00000000-0000-4000-8000-000000000001', '9700000001', '2026-01-01T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', '9700000002', '2026-01-01T00:00:00Z');
      insert into applications (id, user_id, phone_number, status, data, created_at, updated_at, status_since) values
        ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', '9700000001', 'lawyer',
         '{}', '2026-01-02T00:00:00Z', '2026-01-09T00:00:00Z', '2026-01-01T23:59:00Z'),
        ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000002', '9700000002', 'lawyer',
         '{}', '2026-01-03T00:00:00Z', '2026-01-09T00:00:00Z', '2026-01-05T00:00:00Z');
    `);
    await database.migrate(MIGRATIONS_FOLDER);

    const rows = await database.rows<{ phone_number: string; status_since: Date }>(
      'select phone_number, status_since from applications order by phone_number',
    );
    expect(rows.map((row) => [row.phone_number, row.status_since.toISOString()])).toEqual([
      ['9700000001', '2026-01-02T00:00:00.000Z'],
      ['9700000002', '2026-01-05T00:00:00.000Z'],
    ]);
    await database.close();
    fs.rmSync(before, { recursive: true, force: true });
  }, 60_000);
});
