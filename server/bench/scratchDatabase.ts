import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';

export interface ScratchDatabase {
  description: string;
  /** postgres:// URL of the scratch database. */
  url: string;
  env: Record<string, string>;
  remove(): Promise<void>;
}

/** A database of its own on the given server, dropped at the end: the bench never touches real data. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `kcc_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    description: `the scratch PostgreSQL database ${name} on ${url.host}`,
    url: url.toString(),
    env: { BENCH_SCRATCH_DATABASE_URL: url.toString() },
    async remove() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
