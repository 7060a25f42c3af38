import type { Worker } from 'node:worker_threads';
import { spawnTypeScriptWorker } from './spawnTypeScriptWorker';
import type { JobMessage, ThreadMessage } from './threadProtocol';
import { TimeoutError } from './withTimeout';

export interface ThreadPoolOptions<Data> {
  /** Absolute path, without extension, of the module the threads run (it calls serveThreadPool). */
  entry: string;
  data: Data;
  size: number;
  startTimeoutMs: number;
  /** A thread must answer a request within this time; it is told the deadline. */
  jobTimeoutMs: number;
}

export interface ThreadPool<Request, Result> {
  /** Runs on the first free thread; waits in a queue while all are busy. */
  run(request: Request): Promise<Result>;
  /** Starts every thread now; resolves once all are ready. */
  start(): Promise<void>;
  /** Rejects waiting and running requests and stops every thread. */
  close(): Promise<void>;
}

// How long past its deadline a thread may stay silent before it is stopped (it should time out by itself).
const STOP_GRACE_MS = 2_000;

interface Job<Request, Result> {
  request: Request;
  resolve(result: Result): void;
  reject(error: Error): void;
}

interface RunningJob<Request, Result> extends Job<Request, Result> {
  id: number;
  stopTimer: NodeJS.Timeout;
}

interface Thread<Request, Result> {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  job?: RunningJob<Request, Result>;
  /** Why the thread is being stopped, given to whoever waits on it. */
  stopReason?: Error;
}

/** A fixed-size pool of worker threads running one TypeScript entry; a thread that dies is replaced. */
export function createThreadPool<Request, Result, Data>(options: ThreadPoolOptions<Data>): ThreadPool<Request, Result> {
  const threads = new Set<Thread<Request, Result>>();
  const queue: Job<Request, Result>[] = [];
  let nextJobId = 1;
  let closed = false;

  function spawn(): Thread<Request, Result> {
    const worker = spawnTypeScriptWorker(options.entry, options.data);
    let markReady!: () => void;
    let failStart!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    ready.catch(() => undefined); // awaited by start() only; a failed start is also reported through the queue
    const thread: Thread<Request, Result> = { worker, ready, isReady: false };
    const stop = (reason: Error) => {
      thread.stopReason ??= reason;
      void worker.terminate();
    };
    const startTimer = setTimeout(
      () => stop(new TimeoutError('starting a text reader thread', options.startTimeoutMs)),
      options.startTimeoutMs,
    );

    worker.on('message', (message: ThreadMessage<Result>) => {
      if (message.type === 'ready') {
        clearTimeout(startTimer);
        thread.isReady = true;
        markReady();
        dispatch();
      } else if (message.type === 'startFailed') {
        stop(new Error(`text reader thread failed to start: ${message.error}`));
      } else {
        finish(thread, message);
      }
    });
    worker.on('error', (error) => {
      thread.stopReason ??= error;
    });
    worker.on('exit', (code) => {
      clearTimeout(startTimer);
      threads.delete(thread);
      const reason = thread.stopReason ?? new Error(`text reader thread exited with code ${code}`);
      failStart(reason);
      if (thread.job) {
        clearTimeout(thread.job.stopTimer);
        thread.job.reject(reason);
      }
      if (closed) return;
      if (thread.isReady)
        spawn(); // keep the pool warm
      else queue.shift()?.reject(reason); // one waiting request pays for a failed start, so failures cannot loop
      dispatch();
    });
    threads.add(thread);
    return thread;
  }

  function dispatch(): void {
    if (closed) return;
    for (const thread of threads) {
      const job = thread.isReady && !thread.job ? queue.shift() : undefined;
      if (job) assign(thread, job);
    }
    let starting = [...threads].filter((thread) => !thread.isReady).length;
    while (queue.length > starting && threads.size < options.size) {
      spawn();
      starting += 1;
    }
  }

  function assign(thread: Thread<Request, Result>, job: Job<Request, Result>): void {
    const id = nextJobId++;
    const deadline = Date.now() + options.jobTimeoutMs;
    const stopTimer = setTimeout(() => {
      thread.stopReason ??= new TimeoutError('reading a document', options.jobTimeoutMs);
      void thread.worker.terminate();
    }, options.jobTimeoutMs + STOP_GRACE_MS);
    thread.job = { ...job, id, stopTimer };
    const message: JobMessage<Request> = { id, request: job.request, deadline };
    thread.worker.postMessage(message);
  }

  function finish(thread: Thread<Request, Result>, message: ThreadMessage<Result>): void {
    const job = thread.job;
    if (!job || !('id' in message) || message.id !== job.id) return;
    clearTimeout(job.stopTimer);
    thread.job = undefined;
    if (message.type === 'result') job.resolve(message.result);
    else if (message.type === 'failed') job.reject(new Error(message.error));
    dispatch();
  }

  return {
    run(request) {
      if (closed) return Promise.reject(new Error('text reader is closed'));
      return new Promise<Result>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        dispatch();
      });
    },
    async start() {
      if (closed) throw new Error('text reader is closed');
      while (threads.size < options.size) spawn();
      await Promise.all([...threads].map((thread) => thread.ready));
    },
    async close() {
      closed = true;
      const reason = new Error('text reader is closed');
      for (const job of queue.splice(0)) job.reject(reason);
      await Promise.all(
        [...threads].map((thread) => {
          thread.stopReason ??= reason;
          return thread.worker.terminate();
        }),
      );
    },
  };
}
