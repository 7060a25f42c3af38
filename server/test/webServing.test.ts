import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';

const SHELL_HTML =
  '<!doctype html><html><head><script src="/main.0123abcd4567ef89.js"></script></head><body></body></html>';
const LANDING_HTML = SHELL_HTML.replace('<body>', '<body><h1>Apply for an instant KCC Loan</h1>');
const LOGIN_HTML = SHELL_HTML.replace('<body>', '<body><h1>Sign in</h1>');
const FARMER_FORM_HTML = SHELL_HTML.replace('<body>', '<body><h1>KCC Application Form</h1>');
const BIG_SCRIPT = `console.log(${JSON.stringify('Kisan Credit '.repeat(2000))});`;
const REMOTES = {
  farmer: 'https://cdn.example.com/farmer/remoteEntry.js',
  lawyer: '/remotes/lawyer/remoteEntry.js',
  banker: 'banker@http://127.0.0.1:9102/remoteEntry.js',
};

/** A WEB_ROOT laid out as `npm run build` leaves it: the shell and one remote built. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-web-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', SHELL_HTML);
  write('shell/dist/prerendered/home.html', LANDING_HTML);
  write('shell/dist/prerendered/login.html', LOGIN_HTML);
  write('shell/dist/prerendered/kcc-form.html', FARMER_FORM_HTML);
  write('shell/dist/main.0123abcd4567ef89.js', BIG_SCRIPT);
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('shell/dist/remotes.json', JSON.stringify(REMOTES));
  write('farmer-app/dist/remoteEntry.js', 'var farmer = {};');
  write('farmer-app/dist/412.9f8e7d6c.js', 'var chunk = 1;');
  return root;
}

describe.each(testDatabases())('web apps served on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(() => {
    webRoot = makeWebRoot();
  });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  beforeEach(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database, env: { WEB_ROOT: webRoot } }));
  });
  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves the prerendered landing at / with a page policy that admits the remotes named in remotes.json', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LANDING_HTML);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = response.headers['content-security-policy'] as string;
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://cdn.example.com http://127.0.0.1:9102");
    expect(directive('connect-src')).toBe("connect-src 'self' https://cdn.example.com http://127.0.0.1:9102");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('frame-src')).toBe("frame-src 'self' blob:");
    expect(directive('img-src')).toContain("'self' data: blob:");
  });

  it('follows a change to remotes.json without a restart', async () => {
    const manifest = path.join(webRoot, 'shell/dist/remotes.json');
    const moved = { ...REMOTES, farmer: 'https://farmer.example.org/remoteEntry.js' };
    fs.writeFileSync(manifest, JSON.stringify(moved));
    fs.utimesSync(manifest, new Date(), new Date(Date.now() + 5000));
    try {
      expect((await get('/remotes.json')).json()).toEqual(moved);
      expect((await get('/')).headers['content-security-policy']).toContain('https://farmer.example.org');
    } finally {
      fs.writeFileSync(manifest, JSON.stringify(REMOTES));
      fs.utimesSync(manifest, new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('serves remotes.json uncached', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REMOTES);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('caches content-hashed files for a year and compresses them', async () => {
    const gzip = await get('/main.0123abcd4567ef89.js', { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const brotli = await get('/main.0123abcd4567ef89.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
  });

  it('serves each built remote under /remotes/<name>/, loadable from another origin', async () => {
    const entry = await get('/remotes/farmer/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var farmer = {};');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    const chunk = await get('/remotes/farmer/412.9f8e7d6c.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toContain('javascript');
  });

  it('answers 404 for a remote that is not built', async () => {
    const response = await get('/remotes/lawyer/remoteEntry.js');
    expect(response.statusCode).toBe(404);
  });

  it('sends a public page prerendered, with its query or a trailing slash, and never the prerendered file by another name', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fkcc-form']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LOGIN_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // A public page the build did not prerender still gets the shell, which draws it in the browser.
    expect((await get('/about', { accept: 'text/html' })).body).toBe(SHELL_HTML);
    expect((await get('/home', { accept: 'text/html' })).body).toBe(SHELL_HTML);
  });

  it('sends the shell to a browser opening any client-side route', async () => {
    for (const url of ['/banker-dashboard', '/land-details/u-1', '/banker-dashboard?page=2']) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain('https://cdn.example.com');
    }
  });

  it('sends the farmer’s form prerendered, and preloads the farmer app there when this server serves it', async () => {
    expect((await get('/kcc-form?step=2', { accept: 'text/html' })).body).toBe(FARMER_FORM_HTML);

    const moved = { ...REMOTES, farmer: '/remotes/farmer/remoteEntry.js' };
    const manifest = path.join(webRoot, 'shell/dist/remotes.json');
    fs.writeFileSync(manifest, JSON.stringify(moved));
    fs.utimesSync(manifest, new Date(), new Date(Date.now() + 20_000));
    let response;
    try {
      response = await get('/kcc-form', { accept: 'text/html' });
    } finally {
      fs.writeFileSync(manifest, JSON.stringify(REMOTES));
      fs.utimesSync(manifest, new Date(), new Date(Date.now() + 30_000));
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      FARMER_FORM_HTML.replace(
        '</head>',
        '<link rel="preload" as="script" href="/remotes/farmer/remoteEntry.js"></head>',
      ),
    );
  });

  it('does not send the shell for missing files, scripts or API paths', async () => {
    expect((await get('/missing.0123abcd.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/kcc-form', { accept: 'application/json' })).statusCode).toBe(404);
    const api = await get('/api/nothing', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('notFound');
  });

  it('serves the default manifest when remotes.json is absent', async () => {
    const other = await buildTestApp({
      database: testDatabase.database,
      env: { WEB_ROOT: webRoot, REMOTES_MANIFEST: path.join(webRoot, 'nowhere/remotes.json') },
    });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.json()).toEqual({
        farmer: '/remotes/farmer/remoteEntry.js',
        lawyer: '/remotes/lawyer/remoteEntry.js',
        banker: '/remotes/banker/remoteEntry.js',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await other.app.close();
    }
  });

  it('says the apps are not built when there is no shell, and the API still works', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-web-empty-'));
    const bare = await buildTestApp({ database: testDatabase.database, env: { WEB_ROOT: empty } });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      const deepLink = await bare.app.inject({ method: 'GET', url: '/kcc-form', headers: { accept: 'text/html' } });
      expect(deepLink.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
        database: kind,
      });
    } finally {
      await bare.app.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
