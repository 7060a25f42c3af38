import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ADVISORY_LOCKS } from './advisoryLock';
import type { Database } from './connect';

/** SQL written by drizzle-kit (`npm run db:generate -w server`). */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

/** Brings the schema up to date; a no-op when it already is. Runs at every start. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), config);
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await migratePg(drizzlePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch(() => {});
    client.release();
  }
}
