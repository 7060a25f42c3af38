// `npm run bench:start -w server`: how long the compiled production server (`node dist/main.js`, built by
// `npm run build -w server`) takes from its process starting to listening, on PostgreSQL
// (BENCH_DATABASE_URL, default the local server; a scratch database is made and dropped). The first start
// migrates a new database; the others start on a database already up to date, as a restart or a second
// process does. Target: under 2 s.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(serverDir, 'dist', 'main.js');
if (!existsSync(main)) throw new Error('Build the server first: npm run build -w server');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_STARTS ?? 5);

function startOnce(databaseUrl) {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      OTP_HMAC_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      SMS_GATEWAY_TOKEN: 'bench',
      EXTRACTION_WORKERS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let listenedAfter;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (listenedAfter !== undefined || !line.includes('Kisan Credit is running at')) return;
      listenedAfter = performance.now() - started;
      child.kill('SIGTERM');
    });
    child.once('exit', (code) =>
      listenedAfter === undefined
        ? reject(new Error(`the server exited (${code}) before listening`))
        : resolve(listenedAfter),
    );
  });
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `kcc_bench_start_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
try {
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const first = await startOnce(url);
  const again = [];
  for (let run = 0; run < runs; run++) again.push(await startOnce(url));
  again.sort((a, b) => a - b);
  const [load1] = (await import('node:os')).loadavg();
  console.log(`start on a new database (migrations): ${Math.round(first)} ms`);
  console.log(
    `start on a database up to date, ${runs} runs: median ${Math.round(again[Math.floor(runs / 2)])} ms, best ${Math.round(again[0])} ms, worst ${Math.round(again.at(-1))} ms`,
  );
  console.log(
    `(machine load average ${load1.toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores)`,
  );
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
