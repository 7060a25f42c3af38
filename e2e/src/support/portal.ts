import { Writable } from 'node:stream';
import { startServer, type RunningServer } from 'server/src/main';
import { ConsoleSmsProvider, type DevOutbox } from 'server/src/sms/consoleSmsProvider';

export interface Portal {
  url: string;
  /** The OTP the development SMS provider last "sent" to a ten-digit phone. */
  otpFor(phone: string): string;
  close(): Promise<void>;
}

/**
 * The whole product as `npm start` serves it (API, built shell and remotes, remotes.json) on a free port,
 * with PGlite in memory and SMS kept in an outbox instead of printed.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const sms = new ConsoleSmsProvider({ keepOutbox: true, write: () => {} });
  const server: RunningServer = await startServer({
    env: { NODE_ENV: 'development', DATABASE_URL: 'memory://', PORT: '0', HOST: '127.0.0.1', ...env },
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
    close: () => server.close(),
  };
}
