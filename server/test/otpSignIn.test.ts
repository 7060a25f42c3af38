import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import type { DevOutbox } from '../src/sms/consoleSmsProvider';
import { buildTestApp, MINUTE, SECOND, type TestClock } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';
import { sendOtp, verifyOtp } from './support/signIn';

const PHONE = '9876543210';

describe.each(testDatabases())('OTP sign-in on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let outbox: DevOutbox;
  let clock: TestClock;

  beforeEach(async () => {
    ({ app, outbox, clock } = await buildTestApp({ database: testDatabase.database }));
  });
  afterEach(() => app.close());

  async function requestCode(phone = PHONE, ip?: string) {
    const response = await sendOtp(app, phone, ip);
    expect(response.statusCode).toBe(200);
    return { verificationId: response.json().verificationId as string, otp: outbox.latestOtpFor(phone)! };
  }

  const wrongCodeFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

  it('sends a six-digit code by SMS and signs a new phone in as a farmer (role user)', async () => {
    const sent = await sendOtp(app, '+91 98765-43210');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ verificationId: expect.any(String), expiresIn: 300, resendAfter: 60 });
    const otp = outbox.latestOtpFor(PHONE)!;
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await verifyOtp(app, { phone: PHONE, otp, verificationId: sent.json().verificationId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ token: expect.any(String), role: 'user' });
    // At least 128 bits of randomness, opaque.
    expect(Buffer.from(verified.json().token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('gives staff their role', async () => {
    await app.ready();
    await app.users.add('9000000001', 'banker', clock.now());
    const { verificationId, otp } = await requestCode('9000000001');
    const verified = await verifyOtp(app, { phone: '9000000001', otp, verificationId });
    expect(verified.json().role).toBe('banker');
  });

  it('stores only an HMAC of the code', async () => {
    const { verificationId, otp } = await requestCode();
    const challenge = await testDatabase.database.db.query.otpChallenges.findFirst({
      where: (challenges, { eq }) => eq(challenges.id, verificationId),
    });
    expect(challenge?.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(challenge)).not.toContain(otp);
  });

  it('answers a wrong code and an expired code with the same error', async () => {
    const { verificationId, otp } = await requestCode();
    const wrong = await verifyOtp(app, { phone: PHONE, otp: wrongCodeFor(otp), verificationId });

    clock.advance(5 * MINUTE + SECOND);
    const expired = await verifyOtp(app, { phone: PHONE, otp, verificationId });

    expect(wrong.statusCode).toBe(400);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({
      error: translate(AUTH_MESSAGES.otpWrongOrExpired, 'en'),
      code: 'otpWrongOrExpired',
    });
  });

  it('accepts a code until its five minutes are up', async () => {
    const { verificationId, otp } = await requestCode();
    clock.advance(5 * MINUTE - SECOND);
    expect((await verifyOtp(app, { phone: PHONE, otp, verificationId })).statusCode).toBe(200);
  });

  it('accepts a code once only', async () => {
    const { verificationId, otp } = await requestCode();
    expect((await verifyOtp(app, { phone: PHONE, otp, verificationId })).statusCode).toBe(200);
    const again = await verifyOtp(app, { phone: PHONE, otp, verificationId });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('otpWrongOrExpired');
  });

  it('refuses a code sent to another phone', async () => {
    const { verificationId, otp } = await requestCode();
    const response = await verifyOtp(app, { phone: '9123456789', otp, verificationId });
    expect(response.json().code).toBe('otpWrongOrExpired');
  });

  it('allows five attempts per code, then refuses even the right code', async () => {
    const { verificationId, otp } = await requestCode();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verifyOtp(app, { phone: PHONE, otp: wrongCodeFor(otp), verificationId });
      expect(response.json().code).toBe('otpWrongOrExpired');
    }
    const sixth = await verifyOtp(app, { phone: PHONE, otp, verificationId });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      error: translate(AUTH_MESSAGES.otpTooManyAttempts, 'en'),
      code: 'otpTooManyAttempts',
    });
  });

  it('counts parallel guesses too: ten at once use up the five attempts', async () => {
    const { verificationId, otp } = await requestCode();
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () => verifyOtp(app, { phone: PHONE, otp: wrongCodeFor(otp), verificationId })),
    );
    expect(guesses.filter((guess) => guess.statusCode === 400)).toHaveLength(5);
    expect(guesses.filter((guess) => guess.statusCode === 429)).toHaveLength(5);
    expect((await verifyOtp(app, { phone: PHONE, otp, verificationId })).statusCode).toBe(429);
  });

  it('lets exactly one of several concurrent verifications of one code win', async () => {
    const { verificationId, otp } = await requestCode();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => verifyOtp(app, { phone: PHONE, otp, verificationId })),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const sessions = await testDatabase.database.db.query.sessions.findMany();
    expect(sessions).toHaveLength(1);
  });

  it('waits 60 seconds between codes to one phone from one address', async () => {
    await requestCode();
    clock.advance(59 * SECOND);
    const tooSoon = await sendOtp(app, PHONE);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      error: translate(AUTH_MESSAGES.otpResendTooSoon, 'en'),
      code: 'otpResendTooSoon',
    });
    expect(tooSoon.headers['retry-after']).toBe('1');

    clock.advance(SECOND);
    expect((await sendOtp(app, PHONE)).statusCode).toBe(200);
  });

  it('sends one code when two requests for one phone arrive at once', async () => {
    const [first, second] = await Promise.all([sendOtp(app, PHONE), sendOtp(app, PHONE)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 429]);
    expect(outbox.messages).toHaveLength(1);
  });

  it('keeps an earlier code valid after a resend (each code is its own challenge)', async () => {
    const first = await requestCode();
    clock.advance(MINUTE);
    const second = await requestCode();
    expect((await verifyOtp(app, { phone: PHONE, ...second })).statusCode).toBe(200);
    expect((await verifyOtp(app, { phone: PHONE, ...first })).statusCode).toBe(200);
  });

  it('sends at most five codes to one phone from one address per hour', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      await requestCode();
      clock.advance(MINUTE);
    }
    const sixth = await sendOtp(app, PHONE);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      error: translate(AUTH_MESSAGES.otpHourlyLimit, 'en'),
      code: 'otpHourlyLimit',
    });
    // The first code went out 5 minutes ago: the window frees up 55 minutes from now.
    expect(Number(sixth.headers['retry-after'])).toBe(55 * 60);

    clock.advance(55 * MINUTE);
    expect((await sendOtp(app, PHONE)).statusCode).toBe(200);
  });

  it("does not let codes requested from another address lock the owner out (the review's finding)", async () => {
    const attacker = '203.0.113.66';
    for (let sent = 0; sent < 5; sent += 1) {
      await requestCode(PHONE, attacker);
      clock.advance(MINUTE);
    }
    expect((await sendOtp(app, PHONE, attacker)).json().code).toBe('otpHourlyLimit');
    // The owner, from their own address, still gets a code at once and signs in with it.
    const owner = await requestCode(PHONE, '198.51.100.20');
    expect((await verifyOtp(app, { phone: PHONE, ...owner })).statusCode).toBe(200);
  });

  it('sends one number at most thirty codes an hour from every address together', async () => {
    for (let address = 1; address <= 6; address += 1) {
      for (let sent = 0; sent < 5; sent += 1) {
        await requestCode(PHONE, `203.0.113.${address}`);
        clock.advance(MINUTE);
      }
    }
    const thirtyFirst = await sendOtp(app, PHONE, '203.0.113.7');
    expect(thirtyFirst.statusCode).toBe(429);
    expect(thirtyFirst.json().code).toBe('otpHourlyLimit');
    expect(outbox.messages).toHaveLength(30);
  });

  it('sends at most twenty codes per hour from one IP address', async () => {
    for (let index = 0; index < 20; index += 1)
      await requestCode(`98000000${String(index).padStart(2, '0')}`, '203.0.113.7');
    const blocked = await sendOtp(app, '9800000099', '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('otpHourlyLimit');
    // Another address is not affected.
    expect((await sendOtp(app, '9800000099', '198.51.100.1')).statusCode).toBe(200);
  });

  it('refuses numbers that are not Indian mobiles', async () => {
    for (const phone of ['12345', '5876543210', '+1 415 555 0100', '98765432101']) {
      const response = await sendOtp(app, phone);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: translate(AUTH_MESSAGES.invalidMobile, 'en'),
        code: 'VALIDATION',
        issues: [{ path: 'phone', message: translate(AUTH_MESSAGES.invalidMobile, 'en') }],
      });
    }
    expect(outbox.messages).toHaveLength(0);
  });
});
