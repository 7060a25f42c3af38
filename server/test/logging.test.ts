import { Writable } from 'node:stream';
import { createLogger } from '../src/logger';
import { buildTestApp } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';
import { bearer, sendOtp, verifyOtp } from './support/signIn';

const PHONE = '9876543210';

describe.each(testDatabases())('logs on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);

  it('never contain an OTP, a token or the Authorization header, even at trace level', async () => {
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { app, outbox } = await buildTestApp({
      database: testDatabase.database,
      logger: createLogger('trace', capture),
    });

    const sent = await sendOtp(app, PHONE);
    const otp = outbox.latestOtpFor(PHONE)!;
    const verificationId = sent.json().verificationId;
    await verifyOtp(app, { phone: PHONE, otp: otp === '000000' ? '111111' : '000000', verificationId });
    const verified = await verifyOtp(app, { phone: PHONE, otp, verificationId });
    const { token } = verified.json();
    await app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    await app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });
    // Secrets handed to the logger by mistake are redacted.
    app.log.info({ otp, token, headers: { authorization: `Bearer ${token}` } }, 'careless call');
    await app.close();

    // Numbers that change every run (times, durations, ports) could contain six digits by chance.
    const log = lines
      .map((line) => JSON.parse(line))
      .map((entry) => ({
        ...entry,
        time: 0,
        responseTime: 0,
        pid: 0,
        req: entry.req && { ...entry.req, remotePort: 0 },
      }))
      .map((entry) => JSON.stringify(entry))
      .join('\n');
    expect(log).toContain('request completed');
    expect(log).toContain('careless call');
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${otp}(?!\\d)`));
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/bearer/i);
  });
});
