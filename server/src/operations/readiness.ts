import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { FileStorage } from '../files/storage/fileStorage';

export type ReadinessCheck = 'database' | 'queue' | 'storage';
export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; error: string };

// Never a real object's key (those are server-made ids); reading it asks the store for nothing it holds.
const PROBE_KEY = 'readiness-probe';
const CHECK_TIMEOUT_MS = 2_000;

/** Whether this process can do its work: its database, the job queue's tables in it, the document store. */
export function createReadinessChecks(db: Db, storage: FileStorage): Record<ReadinessCheck, () => Promise<unknown>> {
  return {
    database: () => db.execute(sql`select 1`),
    // pg-boss keeps its queues in its own schema; a database without it cannot take an upload's reading.
    queue: () => db.execute(sql`select 1 from pgboss.queue limit 1`),
    storage: () => storage.get(PROBE_KEY),
  };
}

/** Runs every check at once, each within two seconds: a hung store must not hang the probe. */
export async function runReadinessChecks(
  checks: Record<ReadinessCheck, () => Promise<unknown>>,
): Promise<Record<ReadinessCheck, CheckResult>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, { ok: true, ms: ms() }] as const;
      } catch (error) {
        return [name, { ok: false, ms: ms(), error: (error as Error).message }] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(entries) as Record<ReadinessCheck, CheckResult>;
}
