import path from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppOptions } from './appOptions';
import { handleError, sendNotFound } from './http/errorHandler';
import { createLogger } from './logger';
import { requestIdOf } from './operations/requestId';

const HEADERS_TIMEOUT_MS = 15_000;

export interface BuildAppOptions extends AppOptions {
  /** Defaults to a pino logger at LOG_LEVEL writing to stdout. */
  logger?: Logger;
}

/**
 * The whole server as a Fastify instance, not yet listening: third-party plugins, then ours (database,
 * SMS, sign-in, web apps), then the routes, whose folders are their URLs.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger, ...appOptions } = options;
  const app = Fastify({
    loggerInstance: (logger ?? createLogger(options.config.logLevel)) as FastifyBaseLogger,
    trustProxy: trustProxyOption(options.config.trustProxy),
    // Backstop for any request, answered 408 by Node; each route's body has its own, shorter deadline
    // (plugins/app/request-limits.ts), and headers must arrive within HEADERS_TIMEOUT_MS.
    requestTimeout: options.config.bodyTimeouts.uploadMs + HEADERS_TIMEOUT_MS,
    // Opening PGlite may wait for a crashed holder's lock to go stale (db/directoryLock.ts), then migrate.
    pluginTimeout: 60_000,
    genReqId: requestIdOf,
  });
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    app.webApps.wantsShell(request) ? app.webApps.serveShell(request, reply) : sendNotFound(request, reply),
  );

  // Tests sit beside the code; they are not plugins.
  const load = (...folder: string[]) =>
    app.register(autoload, { dir: path.join(__dirname, ...folder), options: appOptions, ignorePattern: /\.test\.ts$/ });
  try {
    await load('plugins', 'external');
    await load('plugins', 'app');
    await load('routes');
  } catch (error) {
    // Let plugins that did start (the database and its lock above all) shut down again.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

/** A hop count trusts that many proxies nearest to us (Fastify's types only take it as a function). */
function trustProxyOption(setting: boolean | number | string) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
