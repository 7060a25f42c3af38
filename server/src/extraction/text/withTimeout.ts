export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** Settles like `work`, or rejects with a TimeoutError after `ms` (then `onTimeout` runs, to stop the work). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        onTimeout?.();
        reject(new TimeoutError(what, ms));
      },
      Math.max(0, ms),
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
