import { fieldCipherFor } from '../src/crypto/fieldCipher';
import { openDatabase } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';
import { benchConfig } from './benchConfig';
import { seedDatabase, type SeededBook } from './seedDatabase';

/** What this process tells the bench: how far the seed is, and at the end the book it seeded. */
export interface BenchSeedProgress {
  type: 'progress';
  seeded: number;
}
export interface BenchSeeded {
  type: 'seeded';
  book: SeededBook;
  seedSeconds: number;
}

/**
 * The bench's seed process (forked by run.ts): migrates the scratch database and fills it, then exits, so
 * that the server measured afterwards starts as a production server does, without the seed's heap.
 */
async function main(): Promise<void> {
  const send = (message: BenchSeedProgress | BenchSeeded) =>
    new Promise<void>((resolve, reject) =>
      process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
    );
  const config = benchConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const started = performance.now();
    const book = await seedDatabase(database, {
      applications: Number(process.env.BENCH_APPLICATIONS ?? 100_000),
      farmerSessions: Number(process.env.BENCH_FARMER_SESSIONS ?? 1_000),
      cipher: fieldCipherFor(config.dataEncryptionKeys),
      now: new Date(),
      onProgress: (seeded) => void send({ type: 'progress', seeded }),
    });
    await send({ type: 'seeded', book, seedSeconds: (performance.now() - started) / 1000 });
  } finally {
    await database.close();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
