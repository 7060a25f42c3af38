import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import type { DevOutbox } from '../src/sms/consoleSmsProvider';
import { buildTestApp, HOUR, MINUTE, SECOND, type TestClock } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';
import { bearer, signIn } from './support/signIn';

const PHONE = '9876543210';

describe.each(testDatabases())('sessions on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let outbox: DevOutbox;
  let clock: TestClock;

  beforeEach(async () => {
    ({ app, outbox, clock } = await buildTestApp({ database: testDatabase.database }));
    // A staff-only route, as later issues will add, to exercise the role guard.
    app.get('/api/test/bankers-only', { preHandler: app.requireRole('banker') }, async () => ({ ok: true }));
  });
  afterEach(() => app.close());

  const session = (token: string) => app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });
  const logout = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });

  it('tells the holder of a token who they are', async () => {
    const { token } = await signIn(app, outbox, PHONE);
    const response = await session(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      phone: PHONE,
      role: 'user',
      // Idle expiry (60 minutes) comes before the absolute one (12 hours).
      expiresAt: new Date(clock.now().getTime() + 60 * MINUTE).toISOString(),
      uploadMaxBytes: 10 * 1024 * 1024,
      // A new account's: docs/requirements.md#r10-languages.
      language: 'en',
    });
  });

  it("tells the browser the upload limit this server was given, so the browser's check follows it", async () => {
    const raised = await buildTestApp({ database: testDatabase.database, env: { UPLOAD_MAX_BYTES: '20971520' } });
    try {
      const { token } = await signIn(raised.app, raised.outbox, PHONE);
      const answer = await raised.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });
      expect(answer.json().uploadMaxBytes).toBe(20 * 1024 * 1024);
    } finally {
      await raised.app.close();
    }
  });

  it('stores only a hash of the token', async () => {
    const { token } = await signIn(app, outbox, PHONE);
    const [stored] = await testDatabase.database.db.query.sessions.findMany();
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('logs out with an empty JSON body, and the token stops working', async () => {
    const { token } = await signIn(app, outbox, PHONE);
    const response = await logout(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const after = await session(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      error: translate(AUTH_MESSAGES.sessionExpired, 'en'),
      code: 'sessionExpired',
    });
    expect((await logout(token)).statusCode).toBe(401);
  });

  it('ends a session left idle for 60 minutes; use keeps it alive', async () => {
    const { token } = await signIn(app, outbox, PHONE);
    clock.advance(59 * MINUTE);
    expect((await session(token)).statusCode).toBe(200);
    clock.advance(59 * MINUTE);
    expect((await session(token)).statusCode).toBe(200);
    clock.advance(60 * MINUTE);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('records a session’s use at most once a minute, so reading is not writing', async () => {
    const { token } = await signIn(app, outbox, PHONE);
    const lastSeen = async () => (await testDatabase.database.db.query.sessions.findFirst())!.lastSeenAt.toISOString();
    const signedInAt = await lastSeen();
    clock.advance(59 * SECOND);
    expect((await session(token)).json().expiresAt).toBe(new Date(Date.parse(signedInAt) + 60 * MINUTE).toISOString());
    expect(await lastSeen()).toBe(signedInAt);
    clock.advance(SECOND);
    expect((await session(token)).json().expiresAt).toBe(new Date(clock.now().getTime() + 60 * MINUTE).toISOString());
    expect(await lastSeen()).toBe(clock.now().toISOString());
  });

  it('ends every session after 12 hours, however active', async () => {
    const { token } = await signIn(app, outbox, PHONE);
    for (let elapsed = 0; elapsed < 12 * HOUR - 30 * MINUTE; elapsed += 30 * MINUTE) {
      clock.advance(30 * MINUTE);
      expect((await session(token)).statusCode).toBe(200);
    }
    clock.advance(30 * MINUTE);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('asks for sign-in when there is no token, and refuses an unknown one', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: translate(AUTH_MESSAGES.signInRequired, 'en'), code: 'signInRequired' });

    const unknown = await session('not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('sessionExpired');
  });

  it('lets a role guard admit its role and refuse others with 403', async () => {
    await app.ready();
    await app.users.add('9000000001', 'banker', clock.now());
    const banker = await signIn(app, outbox, '9000000001');
    const farmer = await signIn(app, outbox, PHONE);

    const admitted = await app.inject({ method: 'GET', url: '/api/test/bankers-only', headers: bearer(banker.token) });
    expect(admitted.statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/api/test/bankers-only', headers: bearer(farmer.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: translate(AUTH_MESSAGES.forbidden, 'en'), code: 'forbidden' });
  });

  it('ends the sessions of a user who is removed', async () => {
    const { token } = await signIn(app, outbox, PHONE);
    await app.users.remove(PHONE);
    expect((await session(token)).statusCode).toBe(401);
  });
});
