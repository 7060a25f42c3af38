import { startFileServer } from '../../test/fileServer';
import { fetchPrivateFile, resolveFileUrl } from './privateFile';

describe('resolveFileUrl', () => {
  it('resolves API paths against the API origin', () => {
    expect(resolveFileUrl('/api/file/abc', 'https://kcc.example.in/api')).toEqual({
      href: 'https://kcc.example.in/api/file/abc',
      onApi: true,
    });
  });

  it('marks urls on another host as not the API, so no token goes there', () => {
    expect(resolveFileUrl('https://files.example.com/abc', 'https://kcc.example.in/api').onApi).toBe(false);
  });
});

describe('fetchPrivateFile', () => {
  let files: Awaited<ReturnType<typeof startFileServer>>;
  beforeAll(async () => {
    files = await startFileServer();
  });
  afterAll(() => files.close());

  it('downloads the file with the session token', async () => {
    files.serve('/api/file/pan', { contentType: 'application/pdf', body: '%PDF-1.4 test' });
    const blob = await fetchPrivateFile('/api/file/pan', { apiBaseUrl: files.apiBaseUrl, token: 'farmer-token' });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 test');
    expect(files.authorizations.at(-1)).toBe('Bearer farmer-token');
  });

  it('rejects with the status and the server’s answer, as RTK Query errors look', async () => {
    await expect(fetchPrivateFile('/api/file/missing', { apiBaseUrl: files.apiBaseUrl, token: 't' })).rejects.toEqual({
      status: 404,
      data: { error: 'Not found' },
    });
  });

  it('rejects with FETCH_ERROR when the network fails', async () => {
    await expect(
      fetchPrivateFile('/api/file/x', { apiBaseUrl: 'http://127.0.0.1:9/api', token: 't' }),
    ).rejects.toMatchObject({
      status: 'FETCH_ERROR',
    });
  });
});
