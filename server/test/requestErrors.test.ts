import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { SERVER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/server';
import { buildTestApp } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';

describe.each(testDatabases())('bad requests on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeEach(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
    app.get('/api/test/broken', async () => {
      throw new Error('connection to 10.0.0.5 refused: password for admin is hunter2');
    });
  });
  afterEach(() => app.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('says so when the body is not JSON', async () => {
    const response = await post('/api/auth/send-otp', '{"phone": "98765');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: translate(SERVER_MESSAGES.malformedJson, 'en'), code: 'malformedJson' });
  });

  it('words its answer in the language the request asks for, English for one it does not ship', async () => {
    const inLanguage = async (acceptLanguage: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: '{"phone": "98765',
        headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
      });
      return response.json<{ error: string }>().error;
    };
    expect(await inLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe(translate(SERVER_MESSAGES.malformedJson, 'hi'));
    expect(await inLanguage('fr-FR, mr;q=0.5')).toBe(translate(SERVER_MESSAGES.malformedJson, 'mr'));
    expect(await inLanguage('ta')).toMatch(/[\u0B80-\u0BFF]/);
    expect(await inLanguage('fr-FR')).toBe(translate(SERVER_MESSAGES.malformedJson, 'en'));
  });

  it('words a wrong mobile number in the language of the sign-in page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phone: '12345' },
      headers: { 'accept-language': 'ta' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: translate(AUTH_MESSAGES.invalidMobile, 'ta'), code: 'VALIDATION' });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const response = await post('/api/auth/send-otp', 'phone=9876543210', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: translate(SERVER_MESSAGES.unsupportedMediaType, 'en') });
    expect((await post('/api/auth/send-otp', '9876543210', 'text/plain')).statusCode).toBe(415);
  });

  it('asks for an object when the body is missing or is not one', async () => {
    for (const payload of ['', '[]', '"9876543210"', 'null']) {
      const response = await post('/api/auth/send-otp', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: translate(SERVER_MESSAGES.bodyMustBeObject, 'en'),
        code: 'VALIDATION',
        issues: [{ path: '', message: translate(SERVER_MESSAGES.bodyMustBeObject, 'en') }],
      });
    }
  });

  it('names every failing field: wrong types, missing fields and fields that are not allowed', async () => {
    const response = await post(
      '/api/auth/verify-otp',
      JSON.stringify({ phone: 9876543210, otp: '12ab', role: 'banker', status: 'approved' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: translate(SERVER_MESSAGES.validationFailed, 'en'), code: 'VALIDATION' });
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'phone', message: translate(AUTH_MESSAGES.invalidMobile, 'en') },
        { path: 'otp', message: translate(AUTH_MESSAGES.otpFormat, 'en') },
        { path: 'verificationId', message: translate(SERVER_MESSAGES.fieldRequired, 'en') },
        { path: 'role', message: translate(SERVER_MESSAGES.unknownField, 'en') },
        { path: 'status', message: translate(SERVER_MESSAGES.unknownField, 'en') },
      ]),
    );
    expect(body.issues).toHaveLength(5);
  });

  it('gives the single problem as the error text, in Hindi too', async () => {
    const response = await post(
      '/api/auth/verify-otp',
      JSON.stringify({ phone: '9876543210', otp: '123', verificationId: '6c1b0c2e-8a8c-4a43-9d0e-5b8f0a9c1d2e' }),
    );
    expect(response.json()).toEqual({
      error: translate(AUTH_MESSAGES.otpFormat, 'en'),
      code: 'VALIDATION',
      issues: [{ path: 'otp', message: translate(AUTH_MESSAGES.otpFormat, 'en') }],
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nothing-here', headers: { accept: 'text/html' } },
      { method: 'POST' as const, url: '/api/auth/nothing' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ error: translate(SERVER_MESSAGES.notFound, 'en'), code: 'notFound' });
    }
  });

  it('hides the details of a server failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: translate(SERVER_MESSAGES.internalError, 'en'),
      code: 'internalError',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('puts a strict Content-Security-Policy and nosniff on API answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: kind });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
