import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { BROWSER_ERROR_REPORTS_PER_MINUTE } from '@kisan-credit/shared-api/contract/browserErrorReport';
import { createLogger } from '../../src/logger';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { farmerPhone, signedInAccount } from '../support/accounts';
import { okData } from '../support/applications';
import { buildTestApp, MINUTE, type TestClock } from '../support/testApp';
import { testDatabases, useTestDatabase } from '../support/testDatabases';
import { sendOtp } from '../support/signIn';

jest.setTimeout(30_000);

/** The value of one series in Prometheus text ("name{labels} value"), or undefined when absent. */
function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabases())('operating the server on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let app: FastifyInstance;
  let clock: TestClock;
  const logLines: Record<string, unknown>[] = [];

  beforeEach(async () => {
    logLines.length = 0;
    const capture = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    ({ app, clock } = await buildTestApp({ database: testDatabase.database, logger: createLogger('info', capture) }));
    await app.ready();
  });
  afterEach(() => app.close());

  const metrics = async () => (await app.inject({ method: 'GET', url: '/api/metrics' })).body;

  it('answers live and ready, naming what it checked', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      checks: { database: { ok: true }, queue: { ok: true }, storage: { ok: true } },
    });
  });

  it('is not ready, with 503 and the failing check named, when the job queue is gone', async () => {
    await testDatabase.database.db.execute('alter table pgboss.queue rename to queue_away' as never);
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: { ok: true }, queue: { ok: false }, storage: { ok: true } },
      });
      expect(ready.json().checks.queue.error).toMatch(/queue/);
    } finally {
      await testDatabase.database.db.execute('alter table pgboss.queue_away rename to queue' as never);
    }
  });

  it('counts requests per route (the pattern, never the URL), OTP sends and workflow steps', async () => {
    await sendOtp(app, '9876543210');
    await sendOtp(app, '9876543210'); // within 60 s of the first: refused
    await sendOtp(app, '123'); // not a mobile number: refused
    const farmer = await signedInAccount(app, 'user', farmerPhone(1));
    await app.inject({
      method: 'GET',
      url: '/api/loan/application?userId=someone-else',
      headers: { authorization: `Bearer ${farmer.token}` },
    });
    await okData(app, 'POST', '/api/loan/application', { as: farmer, body: exampleCompleteApplication() });

    const text = await metrics();
    expect(sample(text, 'kcc_otp_sends_total{result="sent"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kcc_otp_sends_total{result="refused"}')).toBe(2);
    expect(text).toMatch(
      /kcc_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/send-otp",status_code="200"\} \d+/,
    );
    expect(text).toContain('route="/api/loan/application"');
    expect(text).not.toContain('someone-else');
    expect(sample(text, 'kcc_document_queue_depth')).toBe(0);
    expect(sample(text, 'kcc_workflow_transitions_total{action="submit"}')).toBe(1);
    expect(text).toContain('kcc_process_cpu_seconds_total');
  });

  it('carries the request id it was given (from nginx) into every log line of the request and its answer', async () => {
    const given = 'a3f1c2d4e5b6a7980123456789abcdef';
    const answer = await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': given } });
    expect(answer.headers['x-request-id']).toBe(given);
    const lines = logLines.filter((line) => line.reqId === given);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    // A forged id that is not an id (spaces, a line break, too long) is replaced by a new one.
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'x\nfake log line' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs and counts the errors pages report, and refuses a flood from one address with 429', async () => {
    const report = {
      app: 'farmer',
      kind: 'roleAppLoadFailed',
      message: 'Loading script failed',
      path: '/kcc-form',
      release: '0.1.0-abc',
    };
    const sent = await app.inject({ method: 'POST', url: '/api/client-errors', payload: report });
    expect(sent.statusCode).toBe(204);
    expect(logLines.find((line) => line.msg === 'A page reported an error')).toMatchObject({ browserError: report });
    expect(sample(await metrics(), 'kcc_browser_errors_total{app="farmer"}')).toBe(1);

    for (let i = 1; i < BROWSER_ERROR_REPORTS_PER_MINUTE; i++) {
      expect((await app.inject({ method: 'POST', url: '/api/client-errors', payload: report })).statusCode).toBe(204);
    }
    const flooded = await app.inject({ method: 'POST', url: '/api/client-errors', payload: report });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toMatchObject({ code: 'tooManyErrorReports', error: expect.any(String) });
    clock.advance(MINUTE);
    expect((await app.inject({ method: 'POST', url: '/api/client-errors', payload: report })).statusCode).toBe(204);
  });

  it('refuses a report that is not one (400), or too large (413)', async () => {
    const unknownField = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { app: 'farmer', kind: 'error', message: 'x', path: '/', cookie: 'y' },
    });
    expect(unknownField.statusCode).toBe(400);
    const badKind = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { app: 'farmer', kind: 'nonsense', message: 'x', path: '/' },
    });
    expect(badKind.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { app: 'farmer', kind: 'error', message: 'x', path: '/', stack: 'y'.repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});
