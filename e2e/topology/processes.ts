import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface Started {
  name: string;
  child: ChildProcess;
  /** Every line it printed (stdout and stderr), also written to its log file. */
  lines: string[];
  /** Resolves with the first printed line that `match` accepts. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
  /** SIGKILL: gone at once, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<Started>();

/** A process of the topology, its output in `logFile`; every one is stopped by stopAll(). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logFile: string },
): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(options.logFile);
  const lines: string[] = [];
  const waiters = new Set<{ match: (line: string) => boolean; resolve: (line: string) => void }>();
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      log.write(`${line}\n`);
      for (const waiter of waiters) {
        if (waiter.match(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      }
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started: Started = {
    name,
    child,
    lines,
    exited,
    waitForLine(match, timeoutMs = 30_000) {
      const already = lines.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`${name}: no such line within ${timeoutMs} ms; last lines:\n${lines.slice(-15).join('\n')}`),
          );
        }, timeoutMs);
        void exited.then((code) => {
          if (!waiters.has(waiter)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          reject(new Error(`${name} exited (${code}) first; last lines:\n${lines.slice(-15).join('\n')}`));
        });
        const done = waiter.resolve;
        waiter.resolve = (line) => {
          clearTimeout(timer);
          done(line);
        };
      });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      running.delete(started);
    },
    async stop(graceMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(started);
      log.end();
    },
  };
  running.add(started);
  return started;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((process) => process.stop(5_000)));
}
