import { File as NodeFile } from 'node:buffer';
import { errorMessageOf } from 'shared-api/client/errors';
import { startScriptedApiServer, type ScriptedApiServer } from 'shared-api/client/testing/scriptedApiServer';
import { uploadWithProgress } from './uploadWithProgress';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const pdf = new NodeFile(['%PDF-1.4 a small test file'], 'khasra.pdf', { type: 'application/pdf' }) as unknown as File;

test('sends the file in the multipart field "document" with the token, reports progress, answers the JSON', async () => {
  server.answer('POST /api/file/upload', { body: { url: '/api/file/khasraCopy' } });
  const progress: number[] = [];
  const answer = await uploadWithProgress({
    path: '/file/upload?doctype=khasraCopy',
    file: pdf,
    fileName: 'khasra.pdf',
    access: { apiBaseUrl: server.apiBaseUrl, token: 'farmer-token' },
    onProgress: (fraction) => progress.push(fraction),
  });

  expect(answer).toEqual({ url: '/api/file/khasraCopy' });
  expect(progress.at(-1)).toBe(1);
  const [request] = server.requestsTo('POST /api/file/upload');
  expect(request!.query.get('doctype')).toBe('khasraCopy');
  expect(request!.headers.authorization).toBe('Bearer farmer-token');
  expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const body = request!.body.toString('utf8');
  expect(body).toContain('name="document"; filename="khasra.pdf"');
  expect(body).toContain('Content-Type: application/pdf');
  expect(body).toContain('%PDF-1.4 a small test file');
});

test('rejects with the status and the server’s error text', async () => {
  server.answer('POST /api/file/upload', {
    status: 413,
    body: { error: 'The file is larger than 10 MB', code: 'fileTooLarge' },
  });
  const failure = await uploadWithProgress({
    path: '/file/upload?doctype=pan',
    file: pdf,
    fileName: 'pan.pdf',
    access: { apiBaseUrl: server.apiBaseUrl, token: null },
  }).catch((error: unknown) => error);
  expect(failure).toMatchObject({ status: 413 });
  expect(errorMessageOf(failure)).toBe('The file is larger than 10 MB');
  expect(server.requestsTo('POST /api/file/upload')[0]!.headers.authorization).toBeUndefined();
});

test('rejects with FETCH_ERROR when the network fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom reports the refused connection
  const failure = await uploadWithProgress({
    path: '/file/upload?doctype=pan',
    file: pdf,
    fileName: 'pan.pdf',
    access: { apiBaseUrl: 'http://127.0.0.1:9/api', token: 't' },
  }).catch((error: unknown) => error);
  expect(failure).toMatchObject({ status: 'FETCH_ERROR' });
});
