import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Database } from '@kisan-credit/server/src/db/connect';
import { startServer, type RunningServer } from '@kisan-credit/server/src/main';
import { ConsoleSmsProvider, type DevOutbox } from '@kisan-credit/server/src/sms/consoleSmsProvider';

export interface Portal {
  url: string;
  /** The OTP the development SMS provider last "sent" to a ten-digit phone. */
  otpFor(phone: string): string;
  /** The server's database, for checking what a journey stored. */
  database: Database;
  close(): Promise<void>;
}

/**
 * The whole product as `npm start` serves it (API, built shell and remotes, remotes.json) on a free port,
 * with PGlite in memory, documents in a temporary folder, and SMS kept in an outbox instead of printed.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const sms = new ConsoleSmsProvider({ keepOutbox: true, write: () => {} });
  const server: RunningServer = await startServer({
    env: {
      NODE_ENV: 'development',
      DATABASE_URL: 'memory://',
      PORT: '0',
      HOST: '127.0.0.1',
      FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-e2e-files-')),
      // Documents are read only where a journey needs the suggestions (OCR threads cost memory and a core).
      EXTRACTION_WORKERS: '0',
      ...env,
    },
    smsProvider: sms,
    logDestination: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  const outbox = sms.outbox as DevOutbox;
  return {
    url: server.url,
    otpFor(phone) {
      const otp = outbox.latestOtpFor(phone);
      if (!otp) throw new Error(`No OTP was sent to ${phone}`);
      return otp;
    },
    database: server.app.database,
    close: () => server.close(),
  };
}
