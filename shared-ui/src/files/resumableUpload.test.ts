import { RESUMABLE_UPLOAD } from '@kisan-credit/shared-api/contract/resumableUpload';
import {
  startScriptedApiServer,
  type RecordedRequest,
  type ScriptedAnswer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { webcrypto } from 'node:crypto';
import { memoryKeyOf, uploadResumable, type UploadSessionMemory } from './resumableUpload';

const CHUNK = RESUMABLE_UPLOAD.chunkBytes;
const FAST = [5, 10];

let server: ScriptedApiServer;
beforeAll(async () => {
  // jsdom has no crypto.subtle; a browser on https or localhost has.
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

/** Bytes that differ at every position, so a chunk stored twice or out of place shows. */
const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7 + (i >> 8)) % 251);

/**
 * The server's side of the protocol over the scripted server: one session, chunks taken only at the offset it
 * holds. `drop(n)` decides, for the n-th PATCH, whether the connection is cut before the chunk is stored, after
 * (the answer is lost), or not at all.
 */
function resumableServer(
  size: number,
  { id = 'session-1', drop = (_n: number): 'before' | 'after' | undefined => undefined } = {},
) {
  const stored: Buffer[] = [];
  const held = () => stored.reduce((sum, part) => sum + part.length, 0);
  const answer = () => ({
    id,
    offset: held(),
    size,
    expiresAt: '2026-11-28T00:00:00Z',
    ...(held() === size ? { url: '/api/file/stored-once' } : {}),
  });
  let patches = 0;
  server.answer('POST /api/file/upload-sessions', { status: 201, body: answer() });
  server.answer(`GET /api/file/upload-sessions/${id}`, () => ({ body: answer() }));
  server.answer(`PATCH /api/file/upload-sessions/${id}`, (request: RecordedRequest): ScriptedAnswer => {
    patches += 1;
    const when = drop(patches);
    if (when === 'before') return { drop: true };
    if (Number(request.query.get('offset')) !== held()) return { status: 409, body: { code: 'uploadOffsetMismatch' } };
    if (request.body.length > 0) stored.push(request.body);
    return when === 'after' ? { drop: true } : { body: answer() };
  });
  return { whole: () => Buffer.concat(stored), patches: () => patches };
}

const access = () => ({ apiBaseUrl: server.apiBaseUrl, token: 'farmer-token' });

test('sends the file in chunks at the offset the server holds and answers the stored url', async () => {
  const bytes = bytesOf(2 * CHUNK + 500);
  const fake = resumableServer(bytes.length);
  const progress: number[] = [];
  const answer = await uploadResumable({
    target: { doctype: 'khatauniCopy' },
    file: new Blob([bytes]),
    fileName: 'khatauni.jpg',
    access: access(),
    onProgress: (fraction) => progress.push(fraction),
  });
  expect(answer).toEqual({ url: '/api/file/stored-once' });
  expect(fake.whole().equals(Buffer.from(bytes))).toBe(true);
  const [created] = server.requestsTo('POST /api/file/upload-sessions');
  expect(created!.json()).toEqual({
    target: { doctype: 'khatauniCopy' },
    size: bytes.length,
    fileName: 'khatauni.jpg',
  });
  expect(created!.headers.authorization).toBe('Bearer farmer-token');
  const patches = server.requestsTo('PATCH /api/file/upload-sessions/session-1');
  expect(patches.map((request) => request.query.get('offset'))).toEqual(['0', String(CHUNK), String(2 * CHUNK)]);
  expect(patches.every((request) => request.headers['content-type'] === 'application/offset+octet-stream')).toBe(true);
  expect(progress.at(-1)).toBe(1);
});

test('a connection cut mid-upload is retried with backoff and resumed from the server’s offset, never restarted', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom reports the cut connections
  const bytes = bytesOf(4 * CHUNK + 123);
  // The 2nd chunk arrives but its answer is lost; the next try of the 3rd is cut before it arrives, twice.
  const fake = resumableServer(bytes.length, {
    drop: (n) => (n === 2 ? 'after' : n === 3 || n === 4 ? 'before' : undefined),
  });
  const retries: { delayMs: number; fraction: number; failures: number }[] = [];
  const resumed: number[] = [];
  const answer = await uploadResumable({
    target: { guarantor: 1, document: 'photoDoc' },
    file: new Blob([bytes]),
    fileName: 'guarantor.jpg',
    access: access(),
    retryDelaysMs: FAST,
    onRetry: (info) => retries.push(info),
    onResumed: (fraction) => resumed.push(fraction),
  });

  expect(answer.url).toBe('/api/file/stored-once');
  // Whole, once: no chunk stored twice, none missing.
  expect(fake.whole().equals(Buffer.from(bytes))).toBe(true);
  expect(server.requestsTo('POST /api/file/upload-sessions')).toHaveLength(1);
  // The farmer was told: one wait per failure, growing, then "resumed" at the server's offset.
  expect(retries.map((retry) => retry.delayMs)).toEqual([5, 5, 10]);
  expect(retries.map((retry) => retry.failures)).toEqual([1, 1, 2]);
  expect(resumed).toEqual([2, 2, 2].map((chunks) => (chunks * CHUNK) / bytes.length));
  // After each drop the browser asked the server how much it held before sending again.
  const sequence = server.requests.map((request) => `${request.method} ${request.query.get('offset') ?? ''}`.trim());
  expect(sequence).toEqual([
    'POST',
    'PATCH 0',
    `PATCH ${CHUNK}`, // stored, answer lost
    'GET',
    `PATCH ${2 * CHUNK}`, // cut
    'GET',
    `PATCH ${2 * CHUNK}`, // cut
    'GET',
    `PATCH ${2 * CHUNK}`,
    `PATCH ${3 * CHUNK}`,
    `PATCH ${4 * CHUNK}`,
  ]);
});

test('a refusal ends the upload at once, and too many failures in a row give up', async () => {
  server.answer('POST /api/file/upload-sessions', { status: 413, body: { code: 'documentTooLarge' } });
  const refused = await uploadResumable({
    target: { doctype: 'pan' },
    file: new Blob([bytesOf(10)]),
    fileName: 'pan.pdf',
    access: access(),
    retryDelaysMs: FAST,
  }).catch((error: unknown) => error);
  expect(refused).toMatchObject({ status: 413 });
  expect(server.requestsTo('POST /api/file/upload-sessions')).toHaveLength(1);

  server.reset();
  server.answer('POST /api/file/upload-sessions', { status: 503, body: { code: 'unavailable' } });
  const gaveUp = await uploadResumable({
    target: { doctype: 'pan' },
    file: new Blob([bytesOf(10)]),
    fileName: 'pan.pdf',
    access: access(),
    retryDelaysMs: [1],
  }).catch((error: unknown) => error);
  expect(gaveUp).toMatchObject({ status: 503 });
  expect(server.requestsTo('POST /api/file/upload-sessions')).toHaveLength(RESUMABLE_UPLOAD.maxRetries + 1);
});

test('after a reload the same file goes on with its remembered session; an expired one starts over', async () => {
  const bytes = bytesOf(3 * CHUNK);
  const file = new Blob([bytes]);
  const target = { doctype: 'khasraCopy' } as const;
  const remembered = new Map<string, string>();
  const memory: UploadSessionMemory = {
    get: (key) => remembered.get(key),
    set: (key, id) => remembered.set(key, id),
    forget: (key) => remembered.delete(key),
  };
  // The first page sent two chunks and was closed.
  const fake = resumableServer(bytes.length, { id: 'earlier' });
  const closed = new AbortController();
  await uploadResumable({
    target,
    file,
    fileName: 'khasra.jpg',
    access: access(),
    memory,
    signal: closed.signal,
    onProgress: (fraction) => {
      if (fraction >= 2 / 3) closed.abort();
    },
  }).catch(() => undefined);
  expect(fake.whole().length).toBe(2 * CHUNK);
  const key = (await memoryKeyOf(target, file))!;
  expect(key).toBeDefined();
  expect(remembered.get(key)).toBe('earlier');

  server.reset();
  const again = resumableServer(bytes.length, { id: 'earlier' });
  // The fake's store starts empty: seed it with what the first page sent.
  for (const offset of [0, CHUNK]) {
    await fetch(`${server.apiBaseUrl}/file/upload-sessions/earlier?offset=${offset}`, {
      method: 'PATCH',
      body: bytes.slice(offset, offset + CHUNK),
    });
  }
  server.requests.length = 0;
  const resumed: number[] = [];
  const answer = await uploadResumable({
    target,
    file,
    fileName: 'khasra.jpg',
    access: access(),
    memory,
    onResumed: (fraction) => resumed.push(fraction),
  });
  expect(answer.url).toBe('/api/file/stored-once');
  expect(resumed).toEqual([2 / 3]);
  expect(server.requests.map((request) => `${request.method} ${request.query.get('offset') ?? ''}`.trim())).toEqual([
    'GET',
    `PATCH ${2 * CHUNK}`,
  ]);
  expect(again.whole().equals(Buffer.from(bytes))).toBe(true);
  expect(remembered.size).toBe(0);

  // A remembered session the server no longer has (expired): a new one, from the start.
  remembered.set(key, 'expired');
  server.reset();
  const fresh = resumableServer(bytes.length, { id: 'fresh' });
  await uploadResumable({ target, file, fileName: 'khasra.jpg', access: access(), memory });
  expect(fresh.whole().equals(Buffer.from(bytes))).toBe(true);
  expect(server.requestsTo('GET /api/file/upload-sessions/expired')).toHaveLength(1);
});
