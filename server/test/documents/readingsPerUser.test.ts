import { startJobQueue, type JobQueue } from '../../src/jobs/jobQueue';
import { testDatabases, useTestDatabase } from '../support/testDatabases';

/**
 * One user's uploads cannot take every reading thread: at most `perGroup` of one user's documents are read
 * at once, and another user's document starts meanwhile (pg-boss group concurrency, counted in the database).
 */
describe.each(testDatabases())('concurrent readings per user on %s', (kind) => {
  const testDatabase = useTestDatabase(kind, { emptyBeforeEach: false });
  let jobs: JobQueue;
  afterEach(() => jobs?.stop());

  it('reads at most two documents of one user at once, while another user’s starts', async () => {
    jobs = await startJobQueue(
      testDatabase.database,
      [{ name: 'readings', retryLimit: 0, expireInSeconds: 60 }],
      (error) => {
        throw error;
      },
    );
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const started: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));

    for (let n = 0; n < 5; n += 1) await jobs.send('readings', { user: 'hostile', n }, { group: 'hostile' });
    await jobs.send('readings', { user: 'farmer', n: 0 }, { group: 'farmer' });
    await jobs.work('readings', { total: 4, perGroup: 2 }, async (data) => {
      const { user } = data as { user: string };
      started.push(user);
      running.set(user, (running.get(user) ?? 0) + 1);
      most.set(user, Math.max(most.get(user) ?? 0, running.get(user)!));
      await held;
      running.set(user, running.get(user)! - 1);
    });

    for (let waited = 0; !started.includes('farmer') && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // another poll: nothing more may start
    expect(started.filter((user) => user === 'hostile')).toHaveLength(2);
    expect(started).toContain('farmer');
    release();
    for (let waited = 0; started.length < 6 && waited < 20_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    expect(started).toHaveLength(6);
    expect(most.get('hostile')).toBe(2);
  }, 40_000);
});
