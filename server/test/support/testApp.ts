import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/connect';
import { ConsoleSmsProvider, type DevOutbox } from '../../src/sms/consoleSmsProvider';
import type { SmsProvider } from '../../src/sms/smsProvider';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-01-15T10:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

export interface TestAppOptions {
  database: Database;
  clock?: TestClock;
  env?: Record<string, string>;
  smsProvider?: SmsProvider;
  logger?: Logger;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  outbox: DevOutbox;
}

/** The real app on a test database, with a hand-moved clock and a silent SMS outbox. Not yet ready. */
export async function buildTestApp({
  database,
  clock = createTestClock(),
  env = {},
  smsProvider,
  logger,
}: TestAppOptions): Promise<TestApp> {
  const console = new ConsoleSmsProvider({ keepOutbox: true, write: () => {} });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_USERS: 'false',
    WEB_ROOT: path.join(os.tmpdir(), 'kisan-credit-no-web-root'),
    FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'kisan-credit-files-')),
    // Documents are read only where a test asks for it (OCR threads cost a second to start).
    EXTRACTION_WORKERS: '0',
    ...env,
  });
  const app = await buildApp({
    config,
    clock: clock.now,
    database,
    smsProvider: smsProvider ?? console,
    ...(logger ? { logger } : {}),
  });
  return { app, clock, outbox: console.outbox! };
}
