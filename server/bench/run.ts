import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { STATUS_GROUPS } from 'shared-api/contract/status';
import { createScratchDatabase } from './scratchDatabase';
import type { BenchServerCpu, BenchServerProgress, BenchServerReady } from './benchServer';

/**
 * `npm run bench -w server`: seeds a scratch database with a bank's book of applications, then measures
 * with autocannon on loopback the banker's dashboard page, the tab counts, and farmers reading their own
 * application, beside a bare Fastify route measured in the same run.
 *
 * PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a server (a scratch database is created on it
 * and dropped afterwards; nothing else is touched), else PGlite in a temporary folder.
 * BENCH_APPLICATIONS (100000), BENCH_DURATION seconds per measurement (10), BENCH_CONNECTIONS (10).
 */
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DASHBOARD_PAGES = 20;
const TARGETS = { dashboardP99Ms: 20, ownApplicationShareOfBare: 0.25 };

interface Scenario {
  name: (server: BenchServerReady) => string;
  url: (server: BenchServerReady) => string;
  /** The next request's path and headers (autocannon asks before each one). */
  next: (server: BenchServerReady) => () => { path: string; headers: Record<string, string> };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rotate = <T>(items: readonly T[]) => {
  let index = 0;
  return () => items[index++ % items.length]!;
};

const SCENARIOS: Scenario[] = [
  {
    name: () => 'bare Fastify route',
    url: (server) => server.bareUrl,
    next: () => () => ({ path: '/bare', headers: {} }),
  },
  {
    name: () => `dashboard page (4 tabs × pages 1–${DASHBOARD_PAGES})`,
    url: (server) => server.apiUrl,
    next: (server) => {
      const pages = STATUS_GROUPS.flatMap((group) =>
        Array.from({ length: DASHBOARD_PAGES }, (_, page) => `/api/sheet/kcc-applications?group=${group.id}&page=${page + 1}`),
      );
      const nextPage = rotate(pages);
      return () => ({ path: nextPage(), headers: bearer(server.book.bankerToken) });
    },
  },
  {
    name: () => 'tab counts (dashboard landing)',
    url: (server) => server.apiUrl,
    next: (server) => () => ({ path: '/api/sheet/kcc-applications', headers: bearer(server.book.bankerToken) }),
  },
  {
    name: (server) => `own application (${server.book.farmerTokens.length.toLocaleString('en-IN')} farmers)`,
    url: (server) => server.apiUrl,
    next: (server) => {
      const nextToken = rotate(server.book.farmerTokens);
      return () => ({ path: '/api/loan/application', headers: bearer(nextToken()) });
    },
  },
];

interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The server process's CPU time per request: what the API itself costs, whatever else the machine runs. */
  serverMicroseconds: number;
}

/** The server process's CPU time so far (it answers over the IPC channel). */
function serverCpu(server: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listen = (message: BenchServerCpu | { type: string }) => {
      if (message.type !== 'cpu') return;
      server.off('message', listen);
      resolve((message as BenchServerCpu).microseconds);
    };
    server.on('message', listen);
    server.send({ type: 'cpu?' });
  });
}

async function measure(
  scenario: Scenario,
  server: BenchServerReady,
  serverProcess: ChildProcess,
  duration: number,
): Promise<Measured> {
  const next = scenario.next(server);
  const cpuBefore = await serverCpu(serverProcess);
  const result = await autocannon({
    url: scenario.url(server),
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', ...next() }) }],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const serverMicroseconds = (await serverCpu(serverProcess)) - cpuBefore;
  const name = scenario.name(server);
  if (failed > 0) throw new Error(`${name}: ${failed} of ${result.requests.total} requests failed`);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverMicroseconds: serverMicroseconds / result.requests.total,
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl) : createScratchFolder();
  let server: ChildProcess | undefined;
  const cleanUp = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await scratch.remove();
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    console.log(`Seeding ${APPLICATIONS.toLocaleString('en-IN')} applications into ${scratch.description}…`);
    server = fork(path.join(__dirname, 'benchServer.ts'), [], {
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
      env: { ...process.env, BENCH_APPLICATIONS: String(APPLICATIONS), ...scratch.env },
    });
    const ready = await waitUntilReady(server);
    console.log(`Seeded in ${ready.seedSeconds.toFixed(1)} s. Measuring each for ${DURATION} s (after ${WARM_UP} s of warm-up), ${CONNECTIONS} connections…\n`);

    const results: Measured[] = [];
    for (const scenario of SCENARIOS) {
      await measure(scenario, ready, server, WARM_UP);
      const measured = await measure(scenario, ready, server, DURATION);
      results.push(measured);
      console.log(`  ${measured.name}: ${Math.round(measured.requestsPerSecond)} req/s`);
    }
    report(results, adminUrl ? 'PostgreSQL' : 'PGlite');
  } finally {
    await cleanUp();
  }
}

function report(results: Measured[], engine: string): void {
  const bare = results[0]!;
  const rows = results.map((result) => [
    result.name,
    Math.round(result.requestsPerSecond).toLocaleString('en-IN'),
    String(result.p50),
    String(result.p99),
    `${((result.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)}%`,
    String(Math.round(result.serverMicroseconds)),
  ]);
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'server CPU µs/req'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${engine}, ${APPLICATIONS.toLocaleString('en-IN')} applications, ${CONNECTIONS} connections, ${os.cpus().length} cores\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  const dashboard = results[1]!;
  const own = results[3]!;
  const ownShare = own.requestsPerSecond / bare.requestsPerSecond;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `\nTargets (for PostgreSQL at 100,000 applications):\n` +
      `  dashboard page p99 under ${TARGETS.dashboardP99Ms} ms: ${dashboard.p99} ms, ${verdict(dashboard.p99 < TARGETS.dashboardP99Ms)}\n` +
      `  own application at least ${TARGETS.ownApplicationShareOfBare * 100}% of the bare route: ` +
      `${(ownShare * 100).toFixed(0)}%, ${verdict(ownShare >= TARGETS.ownApplicationShareOfBare)}`,
  );
}

function waitUntilReady(server: ChildProcess): Promise<BenchServerReady> {
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The bench server exited (${code}) before it was ready`)));
    server.on('message', (message: BenchServerReady | BenchServerProgress | BenchServerCpu) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'progress' && message.seeded % 20_000 === 0) console.log(`  ${message.seeded.toLocaleString('en-IN')}`);
    });
  });
}

interface Scratch {
  description: string;
  env: Record<string, string>;
  remove(): Promise<void>;
}

function createScratchFolder(): Scratch {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-bench-'));
  return {
    description: `PGlite in ${folder} (set BENCH_DATABASE_URL=postgres://… to use PostgreSQL)`,
    env: { BENCH_SCRATCH_DATA_DIR: folder },
    async remove() {
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
