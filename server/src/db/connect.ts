import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { acquireDirectoryLock } from './directoryLock';
import { withStatementCache } from './pgliteStatementCache';
import * as schema from './schema';

/** The query builder every repository uses; the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EmbeddedDatabase {
  kind: 'pglite';
  db: Db;
  client: PGlite;
  close(): Promise<void>;
}
export interface PostgresDatabase {
  kind: 'postgres';
  db: Db;
  pool: Pool;
  close(): Promise<void>;
}
export type Database = EmbeddedDatabase | PostgresDatabase;

export interface DatabaseLocation {
  /** Unset: PGlite on disk in `<dataDir>/pglite`; `memory://`: PGlite in memory; else a postgres:// URL. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export async function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Promise<Database> {
  if (databaseUrl === 'memory://') return openPglite(await PGlite.create('memory://'));
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPgliteDirectory(path.join(dataDir, 'pglite'));
}

/** Wraps an already open PGlite (tests start one from a snapshot). Closing closes it. */
export function openPglite(client: PGlite, onClose?: () => void): EmbeddedDatabase {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client: withStatementCache(client), schema }),
    client,
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

async function openPgliteDirectory(directory: string): Promise<Database> {
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  // The lock sits beside the directory so that PGlite never sees a stranger's file inside its own.
  const lock = await acquireDirectoryLock(`${directory}.lock`, directory);
  restrictToOwner(directory);
  try {
    return openPglite(await PGlite.create(directory), () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A bank's data is for this server's user alone. PGlite creates its files 0666, whatever the umask, so
 * the folder's 0700 is what keeps other local users out; files and folders already there are closed too.
 */
function restrictToOwner(directory: string): void {
  fs.chmodSync(directory, 0o700);
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(entryPath, 0o700);
    else if (entry.isFile()) fs.chmodSync(entryPath, 0o600);
  }
}

function openPostgres(url: string): PostgresDatabase {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }),
    pool,
    close: () => pool.end(),
  };
}
