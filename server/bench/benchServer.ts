import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { createLogger } from '../src/logger';
import { benchConfig } from './benchConfig';

/** What this process tells the bench once it listens. */
export interface BenchServerReady {
  type: 'ready';
  apiUrl: string;
  bareUrl: string;
}
/** The CPU time this process has used, in microseconds (asked for before and after each measurement). */
export interface BenchServerCpu {
  type: 'cpu';
  microseconds: number;
}

/** How much memory this process holds now and has held at most (asked for around the export). */
export interface BenchServerMemory {
  type: 'memory';
  rssBytes: number;
  peakRssBytes: number;
}

/**
 * The bench's server process (forked by run.ts once the seed process is done): serves the real API on the
 * seeded database and, on another port, a bare Fastify route, both in this one process, measured one after
 * the other.
 */
async function main(): Promise<void> {
  const send = (message: BenchServerReady | BenchServerCpu | BenchServerMemory) => process.send!(message);
  const config = benchConfig();
  const database = await openDatabase(config);
  const api = await buildApp({ config, database, logger: createLogger(config.logLevel) });
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  let stopping = false;
  const stop = async (apps: FastifyInstance[]) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
    process.exit(0);
  };
  process.on('message', (message: { type: string }) => {
    if (message.type === 'memory?') {
      // maxRSS is in kilobytes: the most this process has held since it started.
      send({
        type: 'memory',
        rssBytes: process.memoryUsage().rss,
        peakRssBytes: process.resourceUsage().maxRSS * 1024,
      });
    }
    if (message.type !== 'cpu?') return;
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', microseconds: user + system });
  });
  process.once('disconnect', () => void stop([api, bare]));
  process.once('SIGTERM', () => void stop([api, bare]));
  send({ type: 'ready', apiUrl, bareUrl });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
