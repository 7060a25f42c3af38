import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createFieldCipher } from '../src/crypto/fieldCipher';
import { openDatabase } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { seedDatabase, type SeededBook } from './seedDatabase';

/** What this process tells the bench once it listens. */
export interface BenchServerReady {
  type: 'ready';
  apiUrl: string;
  bareUrl: string;
  book: SeededBook;
  seedSeconds: number;
}
export interface BenchServerProgress {
  type: 'progress';
  seeded: number;
}
/** The CPU time this process has used, in microseconds (asked for before and after each measurement). */
export interface BenchServerCpu {
  type: 'cpu';
  microseconds: number;
}

/**
 * The bench's server process (forked by run.ts): seeds the scratch database, then serves the real API and,
 * on another port, a bare Fastify route, both in this one process, measured one after the other.
 */
async function main(): Promise<void> {
  const send = (message: BenchServerReady | BenchServerProgress | BenchServerCpu) => process.send!(message);
  const databaseUrl = process.env.BENCH_SCRATCH_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: process.env.BENCH_SCRATCH_DATA_DIR,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SEED_DEMO_USERS: 'false',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    OTP_HMAC_SECRET: randomBytes(32).toString('hex'),
    WEB_ROOT: path.join(os.tmpdir(), 'kisan-credit-bench-no-web-root'),
    FILES_DIR: path.join(os.tmpdir(), 'kisan-credit-bench-files'),
    // The API alone is measured: no documents are read in this process.
    EXTRACTION_WORKERS: '0',
  });

  const database = await openDatabase(config);
  await runMigrations(database);
  const started = performance.now();
  const book = await seedDatabase(database, {
    applications: Number(process.env.BENCH_APPLICATIONS ?? 100_000),
    farmerSessions: Number(process.env.BENCH_FARMER_SESSIONS ?? 1_000),
    cipher: createFieldCipher({ version: 1, key: config.dataEncryptionKey }),
    now: new Date(),
    onProgress: (seeded) => send({ type: 'progress', seeded }),
  });
  const seedSeconds = (performance.now() - started) / 1000;

  const api = await buildApp({ config, database, logger: createLogger(config.logLevel) });
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  let stopping = false;
  const stop = async (apps: FastifyInstance[]) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
    process.exit(0);
  };
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'cpu?') return;
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', microseconds: user + system });
  });
  process.once('disconnect', () => void stop([api, bare]));
  process.once('SIGTERM', () => void stop([api, bare]));
  send({ type: 'ready', apiUrl, bareUrl, book, seedSeconds });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
