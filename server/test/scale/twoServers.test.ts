import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { Pool } from 'pg';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { farmerPhone } from '../support/accounts';
import {
  callServer,
  newSharedSecrets,
  signInThrough,
  startServerProcess,
  type ServerProcess,
} from '../support/serverProcess';
import { createPostgresDatabase, describeOnPostgres } from '../support/testDatabases';

// Real servers, processes and HTTP: slower than the unit tests, more so on a busy machine.
jest.setTimeout(30_000);

/**
 * The API keeps nothing in memory: two server processes on one PostgreSQL behave as one server. Real
 * processes (src/main.ts), each with its own connection pool; requests alternate between them.
 */
describeOnPostgres('two server processes on one PostgreSQL', () => {
  const IP_CAP = 4;
  const PHONE_IP_CAP = 3;
  let database: { url: string; drop(): Promise<void> };
  let sql: Pool;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const secrets = newSharedSecrets();
    // Each test speaks from addresses of its own (TRUST_PROXY), so the per-address caps of one do not touch another.
    const env = {
      TRUST_PROXY: 'true',
      OTP_SENDS_PER_IP_PER_HOUR: String(IP_CAP),
      OTP_SENDS_PER_PHONE_PER_IP_PER_HOUR: String(PHONE_IP_CAP),
    };
    // Started together: both migrate the empty database at once (an advisory lock takes turns).
    [first, second] = await Promise.all([
      startServerProcess({ database, secrets, env }),
      startServerProcess({ database, secrets, env }),
    ]);
    sql = new Pool({ connectionString: database.url, max: 1 });
    // Dropping the database (with force) ends an idle connection with 57P01; that is not a test failure.
    sql.on('error', () => {});
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.kill(), second?.kill()]);
    await sql?.end();
    await database?.drop();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const sendOtp = (server: ServerProcess, phone: string, ip: string) =>
    callServer(server, 'POST', '/api/auth/send-otp', { body: { phone }, headers: from(ip) });
  const session = (server: ServerProcess, token: string) => callServer(server, 'GET', '/api/auth/session', { token });
  /** As if a minute had passed for this phone's codes (the processes keep real time). */
  const aMinuteLater = (phone: string) =>
    sql.query(`update otp_challenges set created_at = created_at - interval '61 seconds' where phone = $1`, [phone]);

  it('runs as two processes on one database', async () => {
    expect(first.pid).not.toBe(second.pid);
    for (const server of [first, second]) {
      expect(await callServer(server, 'GET', '/api/health')).toMatchObject({
        status: 200,
        json: { database: 'postgres' },
      });
    }
  });

  it('verifies through one server a code sent through the other', async () => {
    const phone = farmerPhone(1);
    const sent = await sendOtp(first, phone, '10.0.1.1');
    expect(sent.status).toBe(200);
    const otp = await first.otpFor(phone);
    expect(second.smsCount()).toBe(0);

    const verified = await callServer(second, 'POST', '/api/auth/verify-otp', {
      body: { phone, otp, verificationId: sent.json.verificationId },
    });
    expect(verified).toMatchObject({ status: 200, json: { token: expect.any(String), role: 'user' } });
    // Used up for both.
    const again = await callServer(first, 'POST', '/api/auth/verify-otp', {
      body: { phone, otp, verificationId: sent.json.verificationId },
    });
    expect(again).toMatchObject({ status: 400, json: { code: 'otpWrongOrExpired' } });
  });

  it('keeps the 60-second gap between codes to one phone from one address across both', async () => {
    const phone = farmerPhone(2);
    expect((await sendOtp(first, phone, '10.0.2.1')).status).toBe(200);
    const tooSoon = await sendOtp(second, phone, '10.0.2.1');
    expect(tooSoon).toMatchObject({
      status: 429,
      json: { code: 'otpResendTooSoon', error: translate(AUTH_MESSAGES.otpResendTooSoon, 'en') },
    });
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(55);

    // Two requests at the same moment, one to each server: one code is sent.
    const other = farmerPhone(3);
    const printed = first.smsCount() + second.smsCount();
    const answers = await Promise.all([sendOtp(first, other, '10.0.3.1'), sendOtp(second, other, '10.0.3.1')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    await (answers[0]!.status === 200 ? first : second).otpFor(other);
    expect(first.smsCount() + second.smsCount()).toBe(printed + 1);
  });

  it('counts the codes both servers sent against one hourly cap per address', async () => {
    const ip = '10.0.4.1';
    const servers = [first, second, first, second];
    for (const [index, server] of servers.entries()) {
      expect((await sendOtp(server, farmerPhone(10 + index), ip)).status).toBe(200);
    }
    for (const server of [first, second]) {
      const refused = await sendOtp(server, farmerPhone(20), ip);
      expect(refused).toMatchObject({
        status: 429,
        json: { code: 'otpHourlyLimit', error: translate(AUTH_MESSAGES.otpHourlyLimit, 'en') },
      });
    }
    expect((await sendOtp(second, farmerPhone(20), '10.0.4.2')).status).toBe(200);
  });

  it('counts the codes both servers sent against one hourly cap per phone and address', async () => {
    const phone = farmerPhone(30);
    for (let sent = 0; sent < PHONE_IP_CAP; sent += 1) {
      const server = sent % 2 === 0 ? first : second;
      expect((await sendOtp(server, phone, '10.0.5.9')).status).toBe(200);
      await aMinuteLater(phone);
    }
    for (const server of [first, second]) {
      expect((await sendOtp(server, phone, '10.0.5.9')).json).toMatchObject({ code: 'otpHourlyLimit' });
    }
  });

  it('honours a session made by one server on the other, and a logout on one ends it on both', async () => {
    const { token } = await signInThrough(first, farmerPhone(40), from('10.0.6.1'));
    expect((await session(second, token)).json).toMatchObject({ phone: farmerPhone(40), role: 'user' });
    const saved = await callServer(second, 'PUT', '/api/loan/save-draft', {
      token,
      body: { applicantName: 'Two Servers' },
    });
    expect(saved.status).toBe(200);
    expect((await callServer(first, 'GET', '/api/loan/application', { token })).json.data).toMatchObject({
      applicantName: 'Two Servers',
      version: 1,
    });

    expect((await callServer(second, 'POST', '/api/auth/logout', { token })).json).toEqual({ success: true });
    for (const server of [first, second]) {
      expect(await session(server, token)).toMatchObject({ status: 401, json: { code: 'sessionExpired' } });
    }
  });

  it('counts contact inquiries from one address through both against one hourly limit, even sent at once', async () => {
    const inquiry = { name: 'Asha', email: 'asha@example.com', message: 'When will my card come?' };
    const send = (server: ServerProcess, ip: string) =>
      callServer(server, 'POST', '/api/contact/inquiry', { body: inquiry, headers: from(ip) });
    for (let sent = 0; sent < 10; sent += 1)
      expect((await send(sent % 2 === 0 ? first : second, '10.0.7.1')).status).toBe(201);
    expect((await send(first, '10.0.7.1')).status).toBe(429);
    expect((await send(second, '10.0.7.1')).status).toBe(429);

    const atOnce = await Promise.all(
      Array.from({ length: 16 }, (_, n) => send(n % 2 === 0 ? first : second, '10.0.7.2')),
    );
    expect(atOnce.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(atOnce.filter((answer) => answer.status === 429)).toHaveLength(6);
  });
});
