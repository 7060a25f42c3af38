import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

/**
 * The configuration the bench's seed and server processes share: the scratch database, and the secrets
 * run.ts made for this run (the server must open the numbers the seed sealed).
 */
export function benchConfig() {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.BENCH_SCRATCH_DATABASE_URL ?? '',
    DATA_DIR: process.env.BENCH_SCRATCH_DATA_DIR,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SEED_DEMO_USERS: 'false',
    DATA_ENCRYPTION_KEY: process.env.BENCH_DATA_ENCRYPTION_KEY,
    OTP_HMAC_SECRET: process.env.BENCH_OTP_HMAC_SECRET,
    WEB_ROOT: path.join(os.tmpdir(), 'kisan-credit-bench-no-web-root'),
    FILES_DIR: path.join(os.tmpdir(), 'kisan-credit-bench-files'),
    // The API alone is measured: no documents are read in this process.
    EXTRACTION_WORKERS: '0',
  });
}
