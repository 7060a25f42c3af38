import './compileCache';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import type { Clock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { ConsoleSmsProvider, type DevOutbox } from './sms/consoleSmsProvider';
import type { SmsProvider } from './sms/smsProvider';

export interface StartServerOptions {
  /** Environment variables laid over process.env (e.g. { DATABASE_URL: 'memory://', PORT: '0' }). */
  env?: Record<string, string | undefined>;
  clock?: Clock;
  smsProvider?: SmsProvider;
  /** Where the JSON logs go; stdout by default. */
  logDestination?: DestinationStream;
}

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The development SMS outbox (console provider outside production), else null. */
  outbox: DevOutbox | null;
  close(): Promise<void>;
}

/** Starts the server and waits until it listens. The e2e suite runs it in-process this way. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = loadConfig({ ...process.env, ...options.env });
  const app = await buildApp({
    config,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.smsProvider ? { smsProvider: options.smsProvider } : {}),
    logger: createLogger(config.logLevel, options.logDestination),
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    app,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    outbox: app.sms instanceof ConsoleSmsProvider ? app.sms.outbox : null,
    close: () => app.close(),
  };
}

async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    // Configuration and database-lock problems are the user's to fix: say what, without a stack.
    const known = error instanceof ConfigError || (error as Error).name === 'DirectoryInUseError';
    console.error(known ? `\n${(error as Error).message}\n` : error);
    process.exit(1);
  }
  server.app.log.info(`Kisan Credit is running at ${server.url}`);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'stopping after an uncaught error');
    else server.app.log.info(`${signal} received, stopping`);
    await server.close();
  });
}

if (require.main === module) void main();
