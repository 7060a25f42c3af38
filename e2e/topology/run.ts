// `npm run test:topology`: the product as a bank runs it, on this machine. Debian's nginx in front (TLS,
// the shell and the role app releases as static files, /api proxied to two API processes, the client's
// address forwarded), two compiled API processes with EXTRACTION_WORKERS=0, one document worker process,
// PostgreSQL, and an S3-compatible store (s3rver) for the documents. A farmer's journey runs through it
// while one API process is killed and the farmer app is released, promoted and rolled back. Every process
// it starts is stopped, and its scratch database dropped, however it ends.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { generateDocument, makePerson } from '@kisan-credit/server/test-documents';
import { call, multipartDocument } from './httpClient';
import { startFakeSmsGateway } from './smsGateway';
import { startProcess, stopAll } from './processes';

const ROOT = path.resolve(__dirname, '..', '..');

/** The parts of the answers this run reads. */
interface SuggestionsAnswer {
  processing: boolean;
  suggestions: { panNumbers: { value: string }[] };
}
interface LiveManifest {
  apps: Record<
    'farmer' | 'lawyer' | 'banker',
    { current: { version: string; entry: string }; previous: { version: string } }
  >;
}
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const ADMIN_DATABASE_URL =
  process.env.TOPOLOGY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FARMER_PHONE = '9876512345';
const CLIENT_ADDRESS = '127.0.0.2';
const ROLE_APPS = ['farmer-app', 'lawyer-app', 'banker-app'] as const;

const started = performance.now();
const figures: Record<string, string> = {};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
function step(text: string) {
  console.log(`[${seconds(performance.now() - started).padStart(8)}] ${text}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(work: string, cleanups: (() => Promise<unknown>)[]) {
  assert.ok(NGINX, 'nginx is not installed (apt-get install nginx; .ci/run does it)');

  // --- Build what is deployed: the compiled server, the shell, a release of each role app ---------------
  step('building the server (npm run build -w server)');
  run('npm', ['run', 'build', '-w', 'server']);
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) {
    step('building the shell');
    run('npm', ['run', 'build', '-w', 'shell']);
  }
  const store = path.join(work, 'releases');
  const releaseEnv = { ...process.env, RELEASE_STORE: store };
  const released: Record<string, string> = {};
  for (const app of ROLE_APPS) {
    // Built by the release itself unless already built (CI's browser tests built every app just before).
    const built = existsSync(path.join(ROOT, app, 'dist/remoteEntry.js'));
    step(`releasing ${app}${built ? ' (from its build)' : ''}`);
    const output = run('npm', ['run', 'release', '-w', app, '--', ...(built ? ['--skip-build'] : [])], releaseEnv);
    const [, name, version] = /RELEASED (\S+) (\S+)/.exec(output) ?? [];
    assert.ok(name && version, output);
    released[name] = version;
    run('npm', ['run', 'promote', '--', name, version], releaseEnv);
  }

  // --- PostgreSQL (a scratch database), the object store, the SMS gateway ------------------------------
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  const databaseName = `kcc_topology_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${databaseName}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });
  const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${databaseName}` }).href;

  const s3Port = await freePort();
  const s3 = startProcess(
    's3',
    process.execPath,
    [
      require.resolve('s3rver/bin/s3rver.js'),
      '-d',
      path.join(work, 's3'),
      '-a',
      '127.0.0.1',
      '-p',
      String(s3Port),
      '--configure-bucket',
      'kcc-documents',
    ],
    {
      cwd: ROOT,
      env: process.env,
      logFile: path.join(work, 'logs/s3.log'),
    },
  );
  await mkdir(path.join(work, 's3'), { recursive: true });
  await until('the object store', async () =>
    (await fetch(`http://127.0.0.1:${s3Port}/`)).status > 0 ? true : undefined,
  );

  const sms = await startFakeSmsGateway();
  cleanups.push(() => sms.close());

  // --- Two API processes and a document worker, compiled, in production mode ---------------------------
  const [api1Port, api2Port, httpPort, httpsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const deployment = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    OTP_HMAC_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'http',
    SMS_DLT_TEMPLATE_IDS:
      'submitted=1107160000000000001,withLawyer=1107160000000000002,approved=1107160000000000003,sanctioned=1107160000000000004,disbursed=1107160000000000005,documentsNeeded=1107160000000000006',
    SMS_GATEWAY_URL: sms.url,
    SMS_GATEWAY_TOKEN: sms.token,
    FILE_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'kcc-documents',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRUST_PROXY: '1',
    REMOTES_MANIFEST: path.join(store, 'live.json'),
  };
  const node = process.execPath;
  const startApi = (name: string, port: number) =>
    startProcess(name, node, ['server/dist/main.js'], {
      cwd: ROOT,
      env: { ...deployment, PORT: String(port), EXTRACTION_WORKERS: '0' },
      logFile: path.join(work, `logs/${name}.log`),
    });
  const listening = (line: string) => line.includes('Kisan Credit is running at');
  step('starting api-1 on a new database (migrations, job queue set-up)');
  let t = performance.now();
  const api1 = startApi('api-1', api1Port);
  await api1.waitForLine(listening);
  figures['api-1 start, new PostgreSQL database'] = seconds(performance.now() - t);
  t = performance.now();
  const api2 = startApi('api-2', api2Port);
  const worker = startProcess('worker', node, ['server/dist/worker.js'], {
    cwd: ROOT,
    env: { ...deployment, EXTRACTION_WORKERS: '1' },
    logFile: path.join(work, 'logs/worker.log'),
  });
  await api2.waitForLine(listening);
  figures['api-2 start, database up to date'] = seconds(performance.now() - t);
  await worker.waitForLine((line) => line.includes('document worker is reading documents'));
  step('api-1, api-2 and the document worker are up');

  // --- nginx, with the deployment's own configuration --------------------------------------------------
  const nginxDir = path.join(work, 'nginx');
  await mkdir(path.join(nginxDir, 'tls'), { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(nginxDir, 'tls/privkey.pem'),
      '-out',
      path.join(nginxDir, 'tls/fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  const replacements: [string | RegExp, string][] = [
    ['/etc/nginx/kisan-credit/', `${nginxDir}/`],
    ['/etc/nginx/tls/', `${nginxDir}/tls/`],
    ['/srv/kisan-credit/shell', path.join(ROOT, 'shell/dist')],
    ['/srv/kisan-credit/releases', store],
    ['/run/nginx-kisan-credit.pid', path.join(nginxDir, 'nginx.pid')],
    ['/var/log/nginx/', `${path.join(work, 'logs')}/`],
    ['api-1:8080', `127.0.0.1:${api1Port}`],
    ['api-2:8080', `127.0.0.1:${api2Port}`],
    [/^\s*listen \[::\]:\d+.*$/gm, ''],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
  ];
  for (const file of ['nginx.conf', 'kisan-credit.conf', 'page-headers.conf']) {
    let config = await readFile(path.join(ROOT, 'deploy/nginx', file), 'utf8');
    for (const [from, to] of replacements)
      config = typeof from === 'string' ? config.replaceAll(from, to) : config.replace(from, to);
    await writeFile(path.join(nginxDir, file), config);
  }
  // nginx's workers run as www-data: they read the releases and the shell.
  await chmod(work, 0o755);
  run(NGINX, ['-t', '-q', '-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')]);
  const nginx = startProcess(
    'nginx',
    NGINX,
    ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      cwd: ROOT,
      env: process.env,
      logFile: path.join(work, 'logs/nginx-stdout.log'),
    },
  );
  const site = `https://127.0.0.1:${httpsPort}`;
  await until('nginx', async () => ((await call(site, 'GET', '/api/health/live')).status === 200 ? true : undefined));
  step(`nginx is up at ${site}`);

  // --- The journey --------------------------------------------------------------------------------------
  const plain = await call(`http://127.0.0.1:${httpPort}`, 'GET', '/kcc-form');
  assert.equal(plain.status, 301, 'plain HTTP goes to HTTPS');
  assert.equal(plain.headers.location, `https://127.0.0.1/kcc-form`);

  const landing = await call(site, 'GET', '/');
  assert.equal(landing.status, 200);
  assert.match(landing.text, /Kisan Credit/);
  assert.match(String(landing.headers['content-security-policy']), /script-src 'self'/);

  const live = (await call<LiveManifest>(site, 'GET', '/remotes.json')).json;
  assert.equal(live.apps.farmer.current.version, released.farmer);
  const farmerEntry = await call(site, 'GET', live.apps.farmer.current.entry);
  assert.equal(farmerEntry.status, 200, 'the farmer app is served from its release');
  assert.match(String(farmerEntry.headers['cache-control']), /immutable/);
  step(`the shell, the live manifest and farmer ${released.farmer} are served by nginx`);

  // A farmer signs in through api-1 and goes on through api-2.
  const sent = await call<{ verificationId: string }>(`http://127.0.0.1:${api1Port}`, 'POST', '/api/auth/send-otp', {
    body: { phone: FARMER_PHONE },
  });
  assert.equal(sent.status, 200, sent.text);
  const otp = await sms.codeFor(FARMER_PHONE);
  const verified = await call<{ token: string }>(`http://127.0.0.1:${api1Port}`, 'POST', '/api/auth/verify-otp', {
    body: { phone: FARMER_PHONE, otp, verificationId: sent.json.verificationId },
  });
  assert.equal(verified.status, 200, verified.text);
  const token = verified.json.token;
  const onApi2 = await call(`http://127.0.0.1:${api2Port}`, 'GET', '/api/auth/session', { token });
  assert.equal(onApi2.status, 200, 'the session made by api-1 holds on api-2');
  step('the farmer signed in through api-1; api-2 knows the session');

  // Through nginx from another address: the API sees the client's address, not nginx's nor a forged one.
  const application = exampleCompleteApplication();
  const draft = await call(site, 'PUT', '/api/loan/save-draft', {
    token,
    body: { applicantName: application.applicantName },
    localAddress: CLIENT_ADDRESS,
    headers: { 'x-forwarded-for': '203.0.113.66' },
  });
  assert.equal(draft.status, 200, draft.text);
  const requestId = String(draft.headers['x-request-id']);
  assert.match(requestId, /^[0-9a-f]{32}$/, 'nginx gave the request its id');
  const servedBy = await until('the API log line of the draft save', async () =>
    [api1, api2]
      .map((api) => ({
        api,
        line: api.lines.find((line) => line.includes(requestId) && line.includes('"remoteAddress"')),
      }))
      .find((found) => found.line),
  );
  assert.equal(
    JSON.parse(servedBy.line!).req.remoteAddress,
    CLIENT_ADDRESS,
    'the API saw the client address nginx forwarded',
  );
  // nginx writes the access log line once it has answered.
  await until("nginx's access log line with the same request id", async () =>
    (await readFile(path.join(work, 'logs/kisan-credit-access.log'), 'utf8')).includes(`rid=${requestId}`)
      ? true
      : undefined,
  );
  step(
    `draft saved through nginx by ${servedBy.api.name}; request id ${requestId} in nginx's and the API's logs, client ${CLIENT_ADDRESS}`,
  );

  // A document uploaded through nginx (to whichever API process) is read by the worker.
  const pan = await generateDocument(makePerson(7), 'pan', 'clean');
  const upload = await call(site, 'POST', '/api/file/upload?doctype=pan', {
    token,
    raw: multipartDocument(pan.bytes, pan.fileName, pan.mime),
  });
  assert.equal(upload.status, 201, upload.text);
  t = performance.now();
  const suggestions = await until(
    'the worker reading the PAN card',
    async () => {
      const answer = await call<SuggestionsAnswer>(site, 'GET', '/api/file/suggestions', { token });
      return answer.status === 200 && answer.json.processing === false ? answer.json : undefined;
    },
    90_000,
  );
  assert.equal(suggestions.suggestions.panNumbers[0]?.value, pan.truth.panNumbers, 'the worker read the PAN number');
  figures['document upload → read by the worker'] = seconds(performance.now() - t);
  step('the PAN card uploaded through nginx was read by the document worker');

  // A new release of the farmer app during the journey: published, promoted, rolled back.
  t = performance.now();
  const releaseOutput = run(
    'npm',
    ['run', 'release', '-w', 'farmer-app', '--', '--skip-build', '--label', 'topology'],
    releaseEnv,
  );
  const newVersion = /RELEASED farmer (\S+)/.exec(releaseOutput)?.[1];
  assert.ok(newVersion && newVersion !== released.farmer, releaseOutput);
  const promoteOutput = run('npm', ['run', 'promote', '--', 'farmer', newVersion], releaseEnv);
  figures['  of which live.json switched (promote)'] = `${/written in (\d+) ms/.exec(promoteOutput)?.[1]} ms`;
  const promoted = await call<LiveManifest>(site, 'GET', '/remotes.json');
  assert.equal(promoted.json.apps.farmer.current.version, newVersion);
  assert.equal(promoted.json.apps.farmer.previous.version, released.farmer);
  figures['farmer release → live'] = seconds(performance.now() - t);
  assert.equal((await call(site, 'GET', promoted.json.apps.farmer.current.entry)).status, 200);
  // A page still running the old release goes on loading its files.
  assert.equal((await call(site, 'GET', live.apps.farmer.current.entry)).status, 200);
  const lawyerBefore = live.apps.lawyer.current.version;
  assert.equal(promoted.json.apps.lawyer.current.version, lawyerBefore, 'the other apps are untouched');
  step(`farmer ${newVersion} released and live`);

  const afterPromote = await call(site, 'PUT', '/api/loan/save-draft', {
    token,
    body: { applicantName: application.applicantName, address: application.address },
  });
  assert.equal(afterPromote.status, 200, afterPromote.text);

  t = performance.now();
  const rollbackOutput = run('npm', ['run', 'rollback', '--', 'farmer'], releaseEnv);
  const rolledBack = await call<LiveManifest>(site, 'GET', '/remotes.json');
  assert.equal(rolledBack.json.apps.farmer.current.version, released.farmer);
  figures['farmer rollback → live'] = seconds(performance.now() - t);
  figures['  of which live.json switched (rollback)'] = `${/written in (\d+) ms/.exec(rollbackOutput)?.[1]} ms`;
  step(`farmer rolled back to ${released.farmer}`);

  // api-1 dies mid-journey; nginx sends everything to api-2 and the farmer goes on.
  await api1.kill();
  step('api-1 killed (SIGKILL)');
  for (let save = 0; save < 4; save++) {
    const saved = await call(site, 'PUT', '/api/loan/save-draft', {
      token,
      body: { applicantName: application.applicantName, address: application.address },
    });
    assert.equal(saved.status, 200, `save ${save + 1} after the kill: ${saved.text}`);
  }
  const submitted = await call(site, 'POST', '/api/loan/application', { token, body: application });
  assert.ok([200, 201].includes(submitted.status), submitted.text);
  const mine = await call<{ data: { status: string } }>(site, 'GET', '/api/loan/application', { token });
  assert.equal(mine.json.data.status, 'farmerSubmitted');
  step('after the kill the farmer saved four times and submitted, through api-2');

  // Operable: readiness and metrics through nginx (from 127.0.0.1, which the config allows).
  const ready = await call<{ checks: Record<string, { ok: boolean }> }>(site, 'GET', '/api/health/ready');
  assert.equal(ready.status, 200, ready.text);
  assert.deepEqual(
    Object.values(ready.json.checks).map((check) => check.ok),
    [true, true, true],
  );
  const metrics = await call(site, 'GET', '/api/metrics');
  assert.match(
    metrics.text,
    /kcc_http_request_duration_seconds_count\{method="PUT",route="\/api\/loan\/save-draft",status_code="200"\}/,
  );
  assert.match(metrics.text, /kcc_workflow_transitions_total\{action="submit"\} 1/);
  assert.match(metrics.text, /kcc_document_queue_depth 0/);
  assert.match(metrics.text, /kcc_document_reading_seconds\{quantile="0.5"\}/);
  const fromOutside = await call(site, 'GET', '/api/metrics', { localAddress: CLIENT_ADDRESS });
  // nginx allows operators' addresses only (127.0.0.1 and private networks): 127.0.0.2 stands for the public.
  assert.equal(fromOutside.status, 403, 'metrics are not for the public');
  step('ready (database, queue, storage) and metrics answered through nginx');

  await Promise.all([nginx.stop(), api2.stop(), worker.stop(), s3.stop()]);
}

async function topology() {
  const work = await mkdtemp(path.join(tmpdir(), 'kcc-topology-'));
  await mkdir(path.join(work, 'logs'), { recursive: true });
  const cleanups: (() => Promise<unknown>)[] = [];
  let failed = false;
  try {
    await main(work, cleanups);
  } catch (error) {
    failed = true;
    console.error(error);
    const kept = `${work}-logs`;
    await cp(path.join(work, 'logs'), kept, { recursive: true }).catch(() => undefined);
    console.error(`Logs kept in ${kept}`);
  } finally {
    await stopAll();
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: Error) => console.error(`cleanup: ${error.message}`));
    await rm(work, { recursive: true, force: true });
  }
  figures['topology test, whole run'] = seconds(performance.now() - started);
  console.log(`\n${failed ? 'FAILED' : 'PASSED'}: the scale-out topology`);
  for (const [what, value] of Object.entries(figures)) console.log(`  ${what.padEnd(40)} ${value}`);
  process.exit(failed ? 1 : 0);
}

void topology();
