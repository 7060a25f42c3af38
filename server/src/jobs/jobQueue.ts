import { PgBoss, type JobWithMetadata, type WorkOptions } from 'pg-boss';
import { ADVISORY_LOCKS, withAdvisoryLock } from '../db/advisoryLock';
import type { Database } from '../db/connect';
import { createGroupSlots } from './groupSlots';

/** Background work kept in the database (pg-boss): it survives restarts and any server process may run it. */
export interface JobQueue {
  /** `group`: whose job it is; see `perGroup` of work(). */
  send(queue: string, data: object, options?: { group?: string }): Promise<void>;
  /**
   * Runs `handle` for each job of the queue, at most `total` at a time in this process and, across every
   * process, at most `perGroup` jobs of one group at a time (one user cannot take every worker).
   */
  work(
    queue: string,
    concurrency: { total: number; perGroup?: number },
    handle: (data: unknown) => Promise<void>,
  ): Promise<void>;
  /** Stops this process's workers of the queue, after the jobs they are running finish. */
  stopWorking(queue: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss reaches the database through the app's own connection: the pool on PostgreSQL, and on PGlite
 * (which has no sockets) the client itself. Statements without parameters can be several at once (its
 * migrations), which PGlite runs only through exec.
 */
function executorOf(database: Database) {
  if (database.kind === 'postgres') {
    return { executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values) };
  }
  const { client } = database;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** A queue and how its failed jobs are retried (pg-boss: the delay doubles each time with backoff). */
export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds?: number;
  /** A job running longer is given up (and retried if retries are left). */
  expireInSeconds: number;
}

export async function startJobQueue(
  database: Database,
  queues: readonly QueueDefinition[],
  onError: (error: Error) => void,
): Promise<JobQueue> {
  const boss = new PgBoss({ db: executorOf(database), schedule: false });
  boss.on('error', onError);
  // pg-boss creates its schema at its first start; two processes starting at once must not both try.
  if (database.kind === 'postgres')
    await withAdvisoryLock(database.pool, ADVISORY_LOCKS.jobQueueSetup, () => boss.start());
  else await boss.start();
  for (const { name, retryLimit, retryDelaySeconds = 0, expireInSeconds } of queues) {
    const options = { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: retryDelaySeconds > 0, expireInSeconds };
    // Created once; the settings of the running configuration apply to a queue made by an earlier start too.
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }
  const localWorkers = new Map<string, string[]>();
  return {
    async send(queue, data, { group } = {}) {
      await boss.send(queue, data, group ? { group: { id: group } } : {});
      // A worker of this process starts at once instead of at its next poll (other processes poll).
      for (const workerId of localWorkers.get(queue) ?? []) boss.notifyWorker(workerId);
    },
    async work(queue, { total, perGroup }, handle) {
      const options: WorkOptions = {
        localConcurrency: total,
        batchSize: 1,
        pollingIntervalSeconds: 2,
        ...(perGroup ? { groupConcurrency: perGroup, includeMetadata: true } : {}),
      };
      const takeSlot = perGroup ? createGroupSlots(database, queue, perGroup) : undefined;
      const workerId = await boss.work(queue, options, async ([job]) => {
        const { data, groupId } = job as JobWithMetadata;
        if (!takeSlot || !groupId) return handle(data);
        const slot = await takeSlot(groupId);
        if (!slot) {
          // Fetched beyond the group's limit (see createGroupSlots): back to the queue to wait its turn.
          await boss.send(queue, data as object, { group: { id: groupId }, startAfter: 1 });
          return;
        }
        try {
          await handle(data);
        } finally {
          await slot.release();
        }
      });
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), workerId]);
    },
    async stopWorking(queue) {
      localWorkers.delete(queue);
      await boss.offWork(queue, { wait: true });
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
