import { Worker } from 'node:worker_threads';

// A worker thread does not inherit the TypeScript loader of its parent (tsx in development, swc under jest),
// so this bootstrap registers tsx's CommonJS hook inside the thread before loading a TypeScript entry.
// Registering it here (not with execArgv `--import tsx`) keeps it out of the threads that thread spawns.
// The compiled production server (server/dist) passes a .js entry and loads no tsx at all.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.tsxApi) require(workerData.tsxApi).register();
require(workerData.entry);
`;

export interface TypeScriptWorkerData<T> {
  tsxApi: string | null;
  entry: string;
  data: T;
}

/** `entry` without an extension: the .ts beside the running code, or the .js once compiled. */
export function spawnTypeScriptWorker<T>(entry: string, data: T): Worker {
  const compiled = __filename.endsWith('.js');
  const workerData: TypeScriptWorkerData<T> = {
    tsxApi: compiled ? null : require.resolve('tsx/cjs/api'),
    entry: `${entry}${compiled ? '.js' : '.ts'}`,
    data,
  };
  return new Worker(BOOTSTRAP, { eval: true, workerData });
}
