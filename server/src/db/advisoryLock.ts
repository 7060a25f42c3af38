import type { Pool } from 'pg';

/** Fixed numbers naming the locks that keep two server processes from setting up one database at once. */
export const ADVISORY_LOCKS = { migrations: 4_711_2024, jobQueueSetup: 4_711_2025 } as const;

/** Runs `work` while holding a PostgreSQL session advisory lock, on a connection of its own. */
export async function withAdvisoryLock<T>(pool: Pool, lockId: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
    client.release();
  }
}
