import { Worker } from 'node:worker_threads';

// A worker thread does not inherit the TypeScript loader of its parent (tsx in production, swc under jest),
// so this bootstrap registers tsx's CommonJS hook inside the thread before loading the TypeScript entry.
// Registering it here (not with execArgv `--import tsx`) keeps it out of the threads that thread spawns.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
require(workerData.tsxApi).register();
require(workerData.entry);
`;

export interface TypeScriptWorkerData<T> {
  tsxApi: string;
  entry: string;
  data: T;
}

export function spawnTypeScriptWorker<T>(entry: string, data: T): Worker {
  const workerData: TypeScriptWorkerData<T> = { tsxApi: require.resolve('tsx/cjs/api'), entry, data };
  return new Worker(BOOTSTRAP, { eval: true, workerData });
}
