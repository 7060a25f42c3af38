import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { STATUS_GROUPS } from '@kisan-credit/shared-api/contract/status';
import { createScratchDatabase } from './scratchDatabase';
import type { BenchSeeded, BenchSeedProgress } from './benchSeed';
import type { BenchServerCpu, BenchServerMemory, BenchServerReady } from './benchServer';
import type { SeededBook } from './seedDatabase';

/**
 * `npm run bench -w server`: seeds a scratch database with a bank's book of applications, then measures
 * with autocannon on loopback the banker's dashboard page (newest first, and sorted by days pending with two
 * filters), the tab counts, and farmers reading their own application, beside a bare Fastify route measured
 * in the same run; and, first, the export of the branch's whole list as CSV and as Excel, timed, with the
 * server's peak memory before and after.
 *
 * Latency (the dashboard's p99) is measured at BENCH_CONNECTIONS; throughput (the bare route and the own
 * application) at each of BENCH_THROUGHPUT_CONNECTIONS, and a route's throughput is the most it gave: at 10
 * connections the bare route is already saturated while a route that waits on the database is not.
 *
 * PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a server (a scratch database is created on it
 * and dropped afterwards; nothing else is touched), else PGlite in a temporary folder.
 * BENCH_APPLICATIONS (100000), BENCH_DURATION seconds per measurement (10), BENCH_CONNECTIONS (10),
 * BENCH_THROUGHPUT_CONNECTIONS (10,100).
 */
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const THROUGHPUT_CONNECTIONS = (process.env.BENCH_THROUGHPUT_CONNECTIONS ?? '10,100').split(',').map(Number);
const DASHBOARD_PAGES = 20;
const TARGETS = { dashboardP99Ms: 20, ownApplicationShareOfBare: 0.25, exportSeconds: 10 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** The filtered page's query: applied in the last year, ₹1,00,000 to ₹2,00,000 asked, longest waiting first. */
const FILTERED = new URLSearchParams({
  sort: 'daysPending',
  appliedFrom: new Date(Date.now() - 365 * DAY_MS).toISOString().slice(0, 10),
  appliedTo: new Date().toISOString().slice(0, 10),
  amountMin: '100000',
  amountMax: '200000',
}).toString();

/** The listening server and the book it was seeded with. */
type Bench = BenchServerReady & { book: SeededBook };

interface Scenario {
  name: (server: Bench) => string;
  /** Measured for its throughput (at every BENCH_THROUGHPUT_CONNECTIONS), else for its latency. */
  throughput: boolean;
  url: (server: Bench) => string;
  /** The next request's path and headers (autocannon asks before each one). */
  next: (server: Bench) => () => { path: string; headers: Record<string, string> };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rotate = <T>(items: readonly T[]) => {
  let index = 0;
  return () => items[index++ % items.length]!;
};

const SCENARIOS: Scenario[] = [
  {
    name: () => 'bare Fastify route',
    throughput: true,
    url: (server) => server.bareUrl,
    next: () => () => ({ path: '/bare', headers: {} }),
  },
  {
    name: () => `dashboard page (4 tabs × pages 1–${DASHBOARD_PAGES})`,
    throughput: false,
    url: (server) => server.apiUrl,
    next: (server) => {
      const pages = STATUS_GROUPS.flatMap((group) =>
        Array.from(
          { length: DASHBOARD_PAGES },
          (_, page) => `/api/sheet/kcc-applications?group=${group.id}&page=${page + 1}`,
        ),
      );
      const nextPage = rotate(pages);
      return () => ({ path: nextPage(), headers: bearer(server.book.bankerToken) });
    },
  },
  {
    name: () => `dashboard page by days pending, applied last year, ₹1–2 lakh (4 tabs × pages 1–${DASHBOARD_PAGES})`,
    throughput: false,
    url: (server) => server.apiUrl,
    next: (server) => {
      const pages = STATUS_GROUPS.flatMap((group) =>
        Array.from(
          { length: DASHBOARD_PAGES },
          (_, page) => `/api/sheet/kcc-applications?group=${group.id}&page=${page + 1}&${FILTERED}`,
        ),
      );
      const nextPage = rotate(pages);
      return () => ({ path: nextPage(), headers: bearer(server.book.bankerToken) });
    },
  },
  {
    name: () => 'tab counts (dashboard landing)',
    throughput: false,
    url: (server) => server.apiUrl,
    next: (server) => () => ({ path: '/api/sheet/kcc-applications', headers: bearer(server.book.bankerToken) }),
  },
  {
    name: (server) => `own application (${server.book.farmerTokens.length.toLocaleString('en-IN')} farmers)`,
    throughput: true,
    url: (server) => server.apiUrl,
    next: (server) => {
      const nextToken = rotate(server.book.farmerTokens);
      return () => ({ path: '/api/loan/application', headers: bearer(nextToken()) });
    },
  },
  {
    // The filtered page when the officer has just changed the filter: each request a smallest amount of its
    // own, so the tab counts kept for a filter are never reused and every request counts them afresh.
    name: () => `the same, a new filter on every request (counts never reused)`,
    throughput: false,
    url: (server) => server.apiUrl,
    next: (server) => {
      let request = 0;
      return () => {
        request += 1;
        const group = STATUS_GROUPS[request % STATUS_GROUPS.length]!.id;
        const query = new URLSearchParams(FILTERED);
        query.set('amountMin', String(100_000 + request));
        return {
          path: `/api/sheet/kcc-applications?group=${group}&page=${(request % DASHBOARD_PAGES) + 1}&${query}`,
          headers: bearer(server.book.bankerToken),
        };
      };
    },
  },
];

interface Measured {
  scenario: Scenario;
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The server process's CPU time per request: what the API itself costs, whatever else the machine runs. */
  serverMicroseconds: number;
  /** The share of the machine's CPU time its host took for others meanwhile (a virtual machine's steal). */
  stolen: number | undefined;
}

/** The machine's CPU time so far, in clock ticks, and how much of it the host took (Linux; else undefined). */
function machineTicks(): { total: number; steal: number } | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal …
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((sum, ticks) => sum + ticks, 0), steal: fields[7]! };
  } catch {
    return undefined;
  }
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
  server: Bench,
  serverProcess: ChildProcess,
  connections: number,
  duration: number,
): Promise<Measured> {
  const next = scenario.next(server);
  const ticksBefore = machineTicks();
  const cpuBefore = await serverCpu(serverProcess);
  const result = await autocannon({
    url: scenario.url(server),
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', ...next() }) }],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const serverMicroseconds = (await serverCpu(serverProcess)) - cpuBefore;
  const ticksAfter = machineTicks();
  const name = scenario.name(server);
  if (failed > 0) throw new Error(`${name}: ${failed} of ${result.requests.total} requests failed`);
  return {
    scenario,
    name,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverMicroseconds: serverMicroseconds / result.requests.total,
    stolen:
      ticksBefore && ticksAfter && (ticksAfter.steal - ticksBefore.steal) / (ticksAfter.total - ticksBefore.total),
  };
}

/** The server process's memory now and at most so far (it answers over the IPC channel). */
function serverMemory(server: ChildProcess): Promise<BenchServerMemory> {
  return new Promise((resolve) => {
    const listen = (message: BenchServerMemory | { type: string }) => {
      if (message.type !== 'memory') return;
      server.off('message', listen);
      resolve(message as BenchServerMemory);
    };
    server.on('message', listen);
    server.send({ type: 'memory?' });
  });
}

interface ExportMeasured {
  format: 'csv' | 'xlsx';
  rows: number;
  seconds: number;
  /** The server process's CPU time for it (all its threads: zlib deflates off the main thread). */
  serverCpuSeconds: number;
  bytes: number;
  peakRssBefore: number;
  peakRssAfter: number;
}

/** Downloads the banker's whole list in one format, reading it as it streams, and times it. */
async function measureExport(
  server: Bench,
  serverProcess: ChildProcess,
  format: 'csv' | 'xlsx',
): Promise<ExportMeasured> {
  const before = await serverMemory(serverProcess);
  const cpuBefore = await serverCpu(serverProcess);
  const started = performance.now();
  const response = await fetch(`${server.apiUrl}/api/sheet/kcc-applications/export?format=${format}`, {
    headers: bearer(server.book.bankerToken),
  });
  if (!response.ok || !response.body) throw new Error(`export ${format} answered ${response.status}`);
  let bytes = 0;
  let lineBreaks = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 0x0a) lineBreaks += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const serverCpuSeconds = ((await serverCpu(serverProcess)) - cpuBefore) / 1e6;
  const after = await serverMemory(serverProcess);
  // The xlsx rows are inside a zip: counted from the list's total instead.
  const rows =
    format === 'csv'
      ? lineBreaks - 1
      : Number(
          (
            (await (
              await fetch(`${server.apiUrl}/api/sheet/kcc-applications?pageSize=1`, {
                headers: bearer(server.book.bankerToken),
              })
            ).json()) as { total: number }
          ).total,
        );
  return {
    format,
    rows,
    seconds,
    serverCpuSeconds,
    bytes,
    peakRssBefore: before.peakRssBytes,
    peakRssAfter: after.peakRssBytes,
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
    const env = {
      ...process.env,
      ...scratch.env,
      BENCH_APPLICATIONS: String(APPLICATIONS),
      BENCH_DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      BENCH_OTP_HMAC_SECRET: randomBytes(32).toString('hex'),
    };
    const { book, seedSeconds } = await seed(
      fork(path.join(__dirname, 'benchSeed.ts'), [], { execArgv: ['--import', 'tsx'], env }),
    );
    server = fork(path.join(__dirname, 'benchServer.ts'), [], {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
      env,
    });
    const ready: Bench = { ...(await waitUntilReady(server)), book };
    console.log(
      `Seeded in ${seedSeconds.toFixed(1)} s. Measuring each for ${DURATION} s (after ${WARM_UP} s of warm-up)…\n`,
    );

    // The exports first, so that the peak memory after each is theirs, not the load tests'.
    const exports: ExportMeasured[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const measured = await measureExport(ready, server, format);
      exports.push(measured);
      console.log(
        `  export ${format}: ${measured.rows.toLocaleString('en-IN')} rows in ${measured.seconds.toFixed(1)} s ` +
          `(server CPU ${measured.serverCpuSeconds.toFixed(1)} s)`,
      );
    }

    const results: Measured[] = [];
    for (const scenario of SCENARIOS) {
      for (const connections of scenario.throughput ? THROUGHPUT_CONNECTIONS : [CONNECTIONS]) {
        await measure(scenario, ready, server, connections, WARM_UP);
        const measured = await measure(scenario, ready, server, connections, DURATION);
        results.push(measured);
        console.log(`  ${measured.name}, ${connections} connections: ${Math.round(measured.requestsPerSecond)} req/s`);
      }
    }
    report(results, exports, adminUrl ? 'PostgreSQL' : 'PGlite');
  } finally {
    await cleanUp();
  }
}

function report(results: Measured[], exports: ExportMeasured[], engine: string): void {
  const [bare, dashboard, filtered, , own] = SCENARIOS.map((scenario) =>
    results.filter((result) => result.scenario === scenario),
  );
  const bareAt = (connections: number) => bare!.find((result) => result.connections === connections);
  const rows = results.map((result) => {
    const sameLoadBare = bareAt(result.connections);
    return [
      result.name,
      String(result.connections),
      Math.round(result.requestsPerSecond).toLocaleString('en-IN'),
      String(result.p50),
      String(result.p99),
      sameLoadBare ? `${((result.requestsPerSecond / sameLoadBare.requestsPerSecond) * 100).toFixed(0)}%` : '',
      String(Math.round(result.serverMicroseconds)),
      result.stolen === undefined ? '' : `${(result.stolen * 100).toFixed(0)}%`,
    ];
  });
  const header = ['', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'server CPU µs/req', 'stolen by host'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(`\n${engine}, ${APPLICATIONS.toLocaleString('en-IN')} applications, ${os.cpus().length} cores\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  const best = (measured: Measured[]) => measured.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const [bestBare, bestOwn] = [best(bare!), best(own!)];
  const ownShare = bestOwn.requestsPerSecond / bestBare.requestsPerSecond;
  const dashboardP99 = dashboard![0]!.p99;
  const filteredP99 = filtered![0]!.p99;
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(`\nExport of the branch's list (the server's CPU time; its peak RSS before → after):`);
  for (const measured of exports) {
    console.log(
      `  ${measured.format}: ${measured.rows.toLocaleString('en-IN')} rows, ${megabytes(measured.bytes)}, ` +
        `${measured.seconds.toFixed(1)} s (server CPU ${measured.serverCpuSeconds.toFixed(1)} s); peak RSS ${megabytes(measured.peakRssBefore)} → ${megabytes(measured.peakRssAfter)}`,
    );
  }
  const slowestExport = Math.max(...exports.map((measured) => measured.seconds));
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const atBest = (result: Measured) =>
    `${Math.round(result.requestsPerSecond).toLocaleString('en-IN')} req/s at ${result.connections} connections`;
  console.log(
    `\nTargets (for PostgreSQL at 100,000 applications):\n` +
      `  dashboard page p99 under ${TARGETS.dashboardP99Ms} ms: ${dashboardP99} ms, ${verdict(dashboardP99 < TARGETS.dashboardP99Ms)}\n` +
      `  sorted and filtered page p99 under ${TARGETS.dashboardP99Ms} ms: ${filteredP99} ms, ${verdict(filteredP99 < TARGETS.dashboardP99Ms)}\n` +
      `  export under ${TARGETS.exportSeconds} s: ${slowestExport.toFixed(1)} s, ${verdict(slowestExport < TARGETS.exportSeconds)}\n` +
      `  own application at least ${TARGETS.ownApplicationShareOfBare * 100}% of the bare route: ` +
      `${atBest(bestOwn)} of ${atBest(bestBare)} = ${(ownShare * 100).toFixed(0)}%, ${verdict(ownShare >= TARGETS.ownApplicationShareOfBare)}`,
  );
}

/** The seed process's book, once it has exited after seeding. */
function seed(seeder: ChildProcess): Promise<BenchSeeded> {
  return new Promise((resolve, reject) => {
    let seeded: BenchSeeded | undefined;
    seeder.on('message', (message: BenchSeeded | BenchSeedProgress) => {
      if (message.type === 'seeded') seeded = message;
      else if (message.seeded % 20_000 === 0) console.log(`  ${message.seeded.toLocaleString('en-IN')}`);
    });
    seeder.once('exit', (code) =>
      seeded && code === 0
        ? resolve(seeded)
        : reject(new Error(`The seed process exited (${code}) before it was done`)),
    );
  });
}

function waitUntilReady(server: ChildProcess): Promise<BenchServerReady> {
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The bench server exited (${code}) before it was ready`)));
    server.on('message', (message: BenchServerReady | BenchServerCpu) => {
      if (message.type === 'ready') resolve(message);
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
