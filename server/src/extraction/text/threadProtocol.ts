// Messages between a ThreadPool (main thread) and the thread it runs requests on.

export interface JobMessage<Request> {
  id: number;
  request: Request;
  /** Epoch milliseconds by which the thread must answer. */
  deadline: number;
}

export type ThreadMessage<Result> =
  | { type: 'ready' }
  | { type: 'startFailed'; error: string }
  | { type: 'result'; id: number; result: Result }
  | { type: 'failed'; id: number; error: string };
