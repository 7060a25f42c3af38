// A thread for threadPool.test.ts: echoes, waits, crashes or hangs on request.
import { threadId } from 'node:worker_threads';
import { serveThreadPool, threadData } from './threadServer';

export type TestRequest =
  { kind: 'echo'; value: string } | { kind: 'wait'; ms: number } | { kind: 'crash' } | { kind: 'hang' };

export interface TestThreadData {
  failStart: boolean;
}

serveThreadPool<TestRequest, { value: string; threadId: number }>({
  async start() {
    if (threadData<TestThreadData>().failStart) throw new Error('no engine here');
  },
  async handle(request) {
    switch (request.kind) {
      case 'echo':
        return { value: request.value, threadId };
      case 'wait':
        await new Promise((resolve) => setTimeout(resolve, request.ms));
        return { value: 'waited', threadId };
      case 'crash':
        setImmediate(() => {
          throw new Error('thread crashed');
        });
        return new Promise(() => undefined);
      case 'hang':
        for (;;);
    }
  },
});
