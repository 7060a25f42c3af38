import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';
import { openPglite } from '../../src/db/connect';

/**
 * A fresh PGlite costs 2–3 s (initdb); one restored from a dump of a migrated database about 0.5 s. The
 * dump is made once and kept in the temp folder, named after the PGlite version and the migrations.
 */
export async function openMigratedPglite() {
  const snapshot = snapshotPath();
  if (fs.existsSync(snapshot)) {
    const client = await PGlite.create('memory://', { loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
    return openPglite(client);
  }
  const database = openPglite(await PGlite.create('memory://'));
  await runMigrations(database);
  const dump = await database.client.dumpDataDir('gzip');
  const partial = `${snapshot}.${process.pid}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, snapshot);
  return database;
}

/**
 * A migrated PGlite data directory on disk, as a server started with DATA_DIR finds it (`<dataDir>/pglite`),
 * restored from the snapshot: a server process then opens it in ~2 s instead of running initdb.
 */
export async function createMigratedPgliteDirectory(dataDir: string): Promise<void> {
  if (!fs.existsSync(snapshotPath())) await (await openMigratedPglite()).close();
  const directory = path.join(dataDir, 'pglite');
  fs.mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, { loadDataDir: new Blob([fs.readFileSync(snapshotPath())]) });
  await client.close();
}

function snapshotPath(): string {
  const hash = createHash('sha256');
  // The package's own files change with its version (its package.json is not exported).
  hash.update(fs.readFileSync(require.resolve('@electric-sql/pglite')));
  for (const file of listFiles(MIGRATIONS_FOLDER)) hash.update(file).update(fs.readFileSync(file));
  return path.join(os.tmpdir(), `kisan-credit-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

function listFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
