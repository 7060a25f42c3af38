import { ConfigError, loadConfig } from '../config';
import { keyCensus, rotateKeys } from '../crypto/keyRotation';
import { openDatabase } from '../db/connect';
import { DirectoryInUseError } from '../db/directoryLock';
import { runMigrations } from '../db/migrate';
import { createFileStorage, createPlainFileStorage } from '../files/storage/createFileStorage';

const USAGE = `Usage: npm run keys -w server -- <command>

  status                 how many sealed values and documents each key id holds
  rotate [--batch N]     seal everything that is not under DATA_ENCRYPTION_KEY's first key again under it,
                         N rows at a time (default 200); safe to stop and run again

Rotating: put the new key first, keeping the old one listed (DATA_ENCRYPTION_KEY="2:<new>,1:<old>"),
restart every server with it, run rotate, check status, then drop the old key.`;

/** `npm run keys -w server -- …`: on the database and file store the server uses. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'status' && command !== 'rotate') {
    console.error(USAGE);
    return command === '--help' || command === '-h' ? 0 : 2;
  }
  const batchAt = rest.indexOf('--batch');
  const batchSize = batchAt >= 0 ? Number(rest[batchAt + 1]) : 200;
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    console.error(`Error: --batch takes a whole number of rows\n\n${USAGE}`);
    return 2;
  }
  let config;
  let database;
  try {
    config = loadConfig();
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DirectoryInUseError) {
      console.error(
        `${error.message}\nOn PGlite the server holds its data while it runs: stop it, run this command, start it again.`,
      );
    } else if (error instanceof ConfigError) console.error(error.message);
    else throw error;
    return 1;
  }
  try {
    await runMigrations(database);
    const plain = createPlainFileStorage(config);
    if (command === 'status') {
      const census = await keyCensus(database.db, plain);
      for (const [kind, byKey] of Object.entries(census)) {
        const counts = Object.entries(byKey).map(([id, count]) => `key ${id}: ${count}`);
        console.log(`${kind}: ${counts.join(', ') || 'none'}`);
      }
      return 0;
    }
    const totals = await rotateKeys({
      db: database.db,
      keys: config.dataEncryptionKeys,
      storage: { encrypted: createFileStorage(config), plain },
      batchSize,
      onBatch: ({ kind, examined, resealed }) => console.log(`${kind}: ${examined} examined, ${resealed} sealed again`),
    });
    const total = totals.reduce((sum, { resealed }) => sum + resealed, 0);
    console.log(`Done: ${total} sealed again under key ${config.dataEncryptionKeys[0]!.version}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
