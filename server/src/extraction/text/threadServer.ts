import { parentPort, workerData } from 'node:worker_threads';
import type { TypeScriptWorkerData } from './spawnTypeScriptWorker';
import type { JobMessage, ThreadMessage } from './threadProtocol';

export interface ThreadService<Request, Result> {
  /** Runs once when the thread starts; the pool sends requests only after it resolves. */
  start(): Promise<void>;
  handle(request: Request, deadline: number): Promise<Result>;
}

/** The data given to the pool for its threads. */
export function threadData<T>(): T {
  return (workerData as TypeScriptWorkerData<T>).data;
}

/** Serves a ThreadPool's requests, one at a time, from inside a worker thread. */
export function serveThreadPool<Request, Result>(service: ThreadService<Request, Result>): void {
  const port = parentPort;
  if (!port) throw new Error('serveThreadPool must run inside a worker thread');
  const send = (message: ThreadMessage<Result>) => port.postMessage(message);
  service.start().then(
    () => {
      port.on('message', ({ id, request, deadline }: JobMessage<Request>) => {
        service.handle(request, deadline).then(
          (result) => send({ type: 'result', id, result }),
          (error: unknown) => send({ type: 'failed', id, error: describe(error) }),
        );
      });
      send({ type: 'ready' });
    },
    (error: unknown) => send({ type: 'startFailed', error: describe(error) }),
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
