import type { Database } from '../db/connect';

/** A running job's hold on one of its group's slots; `release` when it is done. */
export interface GroupSlot {
  release(): Promise<void>;
}

/**
 * At most `perGroup` jobs of one group run at once across every process. pg-boss's own group limit is
 * counted as each fetch runs, and fetches that run at the same moment can each see room for one more: the
 * slots here are what makes the limit hold. On PostgreSQL a slot is a session advisory lock on a connection
 * held while the job runs (a process that dies frees its slots with its connections); PGlite belongs to one
 * process, so counting in memory is exact there.
 */
export function createGroupSlots(database: Database, queue: string, perGroup: number) {
  if (database.kind !== 'postgres') {
    const running = new Map<string, number>();
    return async function takeSlot(group: string): Promise<GroupSlot | undefined> {
      const count = running.get(group) ?? 0;
      if (count >= perGroup) return undefined;
      running.set(group, count + 1);
      return {
        release: async () => {
          const left = (running.get(group) ?? 1) - 1;
          if (left > 0) running.set(group, left);
          else running.delete(group);
        },
      };
    };
  }
  const { pool } = database;
  return async function takeSlot(group: string): Promise<GroupSlot | undefined> {
    const client = await pool.connect();
    try {
      for (let slot = 0; slot < perGroup; slot += 1) {
        const { rows } = await client.query<{ taken: boolean }>(
          'select pg_try_advisory_lock(hashtext($1), $2) as taken',
          [`${queue}:${group}`, slot],
        );
        if (rows[0]!.taken) {
          return {
            release: async () => {
              await client
                .query('select pg_advisory_unlock(hashtext($1), $2)', [`${queue}:${group}`, slot])
                .catch(() => {});
              client.release();
            },
          };
        }
      }
    } catch (error) {
      client.release();
      throw error;
    }
    client.release();
    return undefined;
  };
}
