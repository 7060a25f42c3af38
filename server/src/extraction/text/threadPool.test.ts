import path from 'node:path';
import { createThreadPool, type ThreadPool } from './threadPool';
import type { TestRequest, TestThreadData } from './threadPool.testThread';

type Result = { value: string; threadId: number };

function testPool(size: number, data: TestThreadData = { failStart: false }, jobTimeoutMs = 5_000) {
  return createThreadPool<TestRequest, Result, TestThreadData>({
    entry: path.join(__dirname, 'threadPool.testThread'),
    data,
    size,
    startTimeoutMs: 10_000,
    jobTimeoutMs,
  });
}

describe('createThreadPool', () => {
  let pool: ThreadPool<TestRequest, Result>;
  afterEach(() => pool.close());

  it('runs TypeScript in worker threads and queues requests beyond its size', async () => {
    pool = testPool(2);
    const started = Date.now();
    const results = await Promise.all([200, 200, 200, 200].map((ms) => pool.run({ kind: 'wait', ms })));
    expect(new Set(results.map((result) => result.threadId)).size).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('replaces a thread that crashes, failing only the request it was running', async () => {
    pool = testPool(1);
    const first = await pool.run({ kind: 'echo', value: 'a' });
    await expect(pool.run({ kind: 'crash' })).rejects.toThrow('thread crashed');
    const after = await pool.run({ kind: 'echo', value: 'b' });
    expect(after.value).toBe('b');
    expect(after.threadId).not.toBe(first.threadId);
  });

  it('stops a thread that does not answer by its deadline and goes on with a new one', async () => {
    pool = testPool(1, { failStart: false }, 300);
    await expect(pool.run({ kind: 'hang' })).rejects.toThrow('took longer than 300 ms');
    await expect(pool.run({ kind: 'echo', value: 'c' })).resolves.toMatchObject({ value: 'c' });
  });

  it('reports a thread that cannot start to start() and to a waiting request', async () => {
    pool = testPool(1, { failStart: true });
    await expect(pool.start()).rejects.toThrow('no engine here');
    await expect(pool.run({ kind: 'echo', value: 'd' })).rejects.toThrow('no engine here');
  });

  it('rejects waiting requests on close', async () => {
    pool = testPool(1);
    const running = expect(pool.run({ kind: 'wait', ms: 5_000 })).rejects.toThrow('closed');
    const waiting = expect(pool.run({ kind: 'echo', value: 'e' })).rejects.toThrow('closed');
    await pool.close();
    await Promise.all([running, waiting]);
    await expect(pool.run({ kind: 'echo', value: 'f' })).rejects.toThrow('closed');
  });
});
