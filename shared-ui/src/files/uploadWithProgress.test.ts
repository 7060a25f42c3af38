import { errorMessageOf } from '@kisan-credit/shared-api/client/errors';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { sendWithProgress } from './uploadWithProgress';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

test('sends the bytes with the headers, reports progress, answers the JSON', async () => {
  server.answer('PATCH /api/file/upload-sessions/s1', { body: { offset: 26 } });
  const progress: number[] = [];
  const answer = await sendWithProgress({
    method: 'PATCH',
    href: `${server.apiBaseUrl}/file/upload-sessions/s1?offset=0`,
    headers: { authorization: 'Bearer farmer-token', 'content-type': 'application/offset+octet-stream' },
    body: new TextEncoder().encode('%PDF-1.4 a small test file'),
    onProgress: (fraction) => progress.push(fraction),
  });
  expect(answer).toEqual({ offset: 26 });
  const [request] = server.requestsTo('PATCH /api/file/upload-sessions/s1');
  expect(request!.headers.authorization).toBe('Bearer farmer-token');
  expect(request!.body.toString('utf8')).toBe('%PDF-1.4 a small test file');
});

test('rejects with the status and the server’s error text', async () => {
  server.answer('POST /api/file/upload-sessions', {
    status: 413,
    body: { error: 'The file is larger than 10 MB', code: 'documentTooLarge' },
  });
  const failure = await sendWithProgress({
    method: 'POST',
    href: `${server.apiBaseUrl}/file/upload-sessions`,
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch((error: unknown) => error);
  expect(failure).toMatchObject({ status: 413 });
  expect(errorMessageOf(failure)).toBe('The file is larger than 10 MB');
});

test('rejects with FETCH_ERROR when the network fails, and AbortError when cancelled', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom reports the refused connection
  const failure = await sendWithProgress({ method: 'GET', href: 'http://127.0.0.1:9/api/x', headers: {} }).catch(
    (error: unknown) => error,
  );
  expect(failure).toMatchObject({ status: 'FETCH_ERROR' });
  const cancelled = new AbortController();
  cancelled.abort();
  const aborted = await sendWithProgress({
    method: 'GET',
    href: `${server.apiBaseUrl}/x`,
    headers: {},
    signal: cancelled.signal,
  }).catch((error: unknown) => error);
  expect((aborted as DOMException).name).toBe('AbortError');
});
