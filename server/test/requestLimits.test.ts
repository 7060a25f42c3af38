import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { SERVER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/server';
import { callApi, farmerPhone, signedInAccount, type Account } from './support/accounts';
import { queryRows } from './support/sql';
import { buildTestApp } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';
import { multipartBody, textPdf } from './support/uploads';
import { sql } from 'drizzle-orm';

/** The bank's review: NUL bytes, broken multipart, trickled bodies and oversized bodies, each a clear 4xx. */
describe.each(testDatabases())('hostile requests on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let farmer: Account;
  let banker: Account;

  beforeAll(async () => {
    ({ app } = await buildTestApp({
      database: testDatabase.database,
      env: { BODY_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_SECONDS: '2', TRUST_PROXY: 'true', LOG_LEVEL: 'silent' },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    farmer = await signedInAccount(app, 'user', farmerPhone(61));
    banker = await signedInAccount(app, 'banker', '9000000001');
  });

  const nulAnswer = {
    code: 'nulCharacter',
    error: translate(SERVER_MESSAGES.nulCharacter, 'en'),
  };
  const applicationCount = async () =>
    Number(
      (await queryRows<{ n: number | string }>(testDatabase.database, sql`select count(*) as n from applications`))[0]!
        .n,
    );

  it('refuses a NUL in any JSON string or key with 400, storing nothing', async () => {
    const inName = await callApi(app, 'PUT', '/api/loan/save-draft', {
      as: farmer,
      body: { ...exampleCompleteApplication(), applicantName: 'Ram\u0000esh' },
    });
    expect(inName.statusCode).toBe(400);
    expect(inName.json()).toEqual(nulAnswer);
    const inKey = await callApi(app, 'POST', '/api/contact/inquiry', { body: { 'na\u0000me': 'x' } });
    expect(inKey.json()).toEqual(nulAnswer);
    const inOtp = await callApi(app, 'POST', '/api/auth/send-otp', { body: { phone: '98765\u000043210' } });
    expect(inOtp.statusCode).toBe(400);
    expect(await applicationCount()).toBe(0);
  });

  it('refuses a NUL in the search text or the path with 400', async () => {
    const search = await app.inject({
      method: 'GET',
      url: '/api/sheet/kcc-applications?group=awaitingLawyerAssignment&q=ab%00cd',
      headers: { authorization: `Bearer ${banker.token}` },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(nulAnswer);
    const file = await app.inject({
      method: 'GET',
      url: '/api/file/%00',
      headers: { authorization: `Bearer ${farmer.token}` },
    });
    expect(file.statusCode).toBe(400);
  });

  it('answers a malformed multipart body with 400, storing nothing', async () => {
    const { payload, headers } = multipartBody({ bytes: textPdf('x'), fileName: 'x.pdf' });
    const cut = payload.subarray(0, payload.length - 30);
    const broken = Buffer.from(
      payload.toString('latin1').replace('Content-Disposition: form-data;', 'Content-Disposition'),
      'latin1',
    );
    for (const body of [cut, broken, Buffer.from('--nonsense\r\n\r\n')]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/file/upload?doctype=pan',
        payload: body,
        headers: { ...headers, authorization: `Bearer ${farmer.token}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        error: expect.any(String),
      });
    }
    const rows = await queryRows<{ n: number | string }>(
      testDatabase.database,
      sql`select count(*) as n from document_files`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('refuses a JSON body larger than its route needs with 413, and takes a whole application', async () => {
    const big = await callApi(app, 'POST', '/api/auth/send-otp', {
      body: { phone: '9876543210', pad: 'x'.repeat(40_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'bodyTooLarge' });
    const application = { ...exampleCompleteApplication(), remarks: 'x'.repeat(40_000) };
    const saved = await callApi(app, 'PUT', '/api/loan/save-draft', { as: farmer, body: application });
    expect(saved.statusCode).not.toBe(413);
  });

  /** Sends the head and the first bytes of a body, then one byte a second; resolves with what the server said. */
  function trickle(
    path: string,
    headers: Record<string, string>,
    length: number,
  ): Promise<{ text: string; millis: number }> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1');
      let text = '';
      const timer = setInterval(() => socket.writable && socket.write('a'), 1000);
      socket.on('connect', () => {
        const head = Object.entries({ ...headers, 'content-length': String(length), host: 'x' }).map(
          ([k, v]) => `${k}: ${v}`,
        );
        socket.write(`POST ${path} HTTP/1.1\r\n${head.join('\r\n')}\r\n\r\n{"phone":"`);
      });
      socket.on('data', (chunk) => {
        clearInterval(timer); // The server has answered: a client stops sending.
        text += chunk.toString();
      });
      // A byte sent just as the server closed may come back as a reset: the answer already read is what counts.
      socket.on('error', (error) => (text ? socket.destroy() : reject(error)));
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ text, millis: Date.now() - started });
      });
    });
  }

  it('answers 408 to a body trickled a byte at a time, instead of holding the connection for minutes', async () => {
    const json = await trickle('/api/auth/send-otp', { 'content-type': 'application/json' }, 1000);
    expect(json.text).toMatch(/^HTTP\/1.1 408/);
    expect(json.text).toContain('"code":"requestTimedOut"');
    expect(json.millis).toBeLessThan(5_000);

    const upload = await trickle(
      '/api/file/upload?doctype=pan',
      { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${farmer.token}` },
      100_000,
    );
    expect(upload.text).toMatch(/^HTTP\/1.1 408/);
    expect(upload.text).toContain('"code":"requestTimedOut"');
    expect(upload.millis).toBeLessThan(6_000);

    // A body nobody reads (the call was refused before its body, here for a NUL in the path) is cut off
    // too, and the server stays up.
    const unread = await trickle('/api/file/%00', { 'content-type': 'application/json' }, 1000);
    expect(unread.text).toMatch(/^HTTP\/1.1 400/);
    expect(unread.millis).toBeLessThan(5_000);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 30_000);

  it('sends HSTS over HTTPS only', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('the API documentation in production', () => {
  const testDatabase = useTestDatabase('pglite');

  it('is not served unless API_DOCS=true', async () => {
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.in/send',
      SMS_DLT_TEMPLATE_IDS:
        'submitted=1107160000000000001,withLawyer=1107160000000000002,approved=1107160000000000003,sanctioned=1107160000000000004,disbursed=1107160000000000005,documentsNeeded=1107160000000000006',
      OTP_HMAC_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
    };
    const closed = (await buildTestApp({ database: testDatabase.database, env: production })).app;
    try {
      expect((await closed.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await closed.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    const open = (await buildTestApp({ database: testDatabase.database, env: { ...production, API_DOCS: 'true' } }))
      .app;
    try {
      expect((await open.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  }, 30_000);
});
