import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../../src/config';

/** The secrets every process of one deployment shares (OTP codes and sealed numbers must open in any). */
export interface SharedSecrets {
  OTP_HMAC_SECRET: string;
  DATA_ENCRYPTION_KEY: string;
}

export function newSharedSecrets(): SharedSecrets {
  return { OTP_HMAC_SECRET: randomBytes(32).toString('hex'), DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
}

export interface ServerProcessOptions {
  /** A postgres:// URL, or a folder whose `pglite/` the server opens (PGlite on disk). */
  database: { url: string } | { dataDir: string };
  secrets: SharedSecrets;
  /** More environment variables (OTP caps, TRUST_PROXY, SEED_DEMO_USERS…). */
  env?: Record<string, string>;
  /** `worker`: the document worker (src/worker.ts), which serves no HTTP (its url is ''). */
  entry?: 'server' | 'worker';
  /** A command the server runs under, e.g. `unshare --pid --fork …` (it must pass its signals on). */
  launcher?: string[];
}

export interface ServerProcess {
  readonly pid: number;
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /**
   * The code in the latest SMS this process printed to a ten-digit phone (console provider), waiting for
   * it; `since` (an earlier smsCount()) leaves out the messages printed before.
   */
  otpFor(phone: string, since?: number): Promise<string>;
  /** How many SMS this process has printed. */
  smsCount(): number;
  /** SIGKILL: gone at once, as in a crash or an OOM kill; resolves when it has exited. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes gracefully; resolves when it has exited. */
  stop(): Promise<void>;
}

const MAIN = path.join(REPO_ROOT, 'server', 'src', 'main.ts');
const WORKER = path.join(REPO_ROOT, 'server', 'src', 'worker.ts');
const STARTUP_TIMEOUT_MS = 30_000;

/**
 * The real server in a process of its own, started as `npm start` does (tsx, src/main.ts) with the given
 * environment; resolves once it listens (read from its log). Node is run with tsx's loader in-process
 * (`node --import tsx`), not through the tsx CLI, which would put a second process in between that a
 * SIGKILL could not reach.
 */
export function startServerProcess({
  database,
  secrets,
  env = {},
  entry = 'server',
  launcher = [],
}: ServerProcessOptions): Promise<ServerProcess> {
  const command = [...launcher, process.execPath, '--import', 'tsx', entry === 'worker' ? WORKER : MAIN];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO_USERS: 'false',
      WEB_ROOT: path.join(REPO_ROOT, 'server', 'test', 'no-web-root-here'),
      // No OCR threads unless a test asks for them (EXTRACTION_WORKERS in env).
      EXTRACTION_WORKERS: '0',
      ...('url' in database ? { DATABASE_URL: database.url } : { DATABASE_URL: '', DATA_DIR: database.dataDir }),
      ...secrets,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const sms: { to: string; code: string }[] = [];
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      child.kill('SIGKILL');
      reject(new Error(`${reason}\n${output.slice(-20).join('\n')}`));
    };
    const timer = setTimeout(() => fail(`The server did not start in ${STARTUP_TIMEOUT_MS} ms`), STARTUP_TIMEOUT_MS);
    const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      fail(`The server exited (${signal ?? code}) before it listened`);
    };
    child.once('exit', exitedEarly);

    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      // The console SMS provider: "📱 SMS to +91 98765 43210: … code is 123456 …"
      const message = /SMS to ([+\d ]+): .*?\b(\d{6})\b/.exec(line);
      if (message) sms.push({ to: message[1]!.replace(/\D/g, '').slice(-10), code: message[2]! });
      const listening = /"msg":"Kisan Credit is running at (http:\/\/[^"]+)"/.exec(line);
      const reading = /"msg":"Kisan Credit document worker is reading documents/.test(line);
      if (listening || reading) {
        clearTimeout(timer);
        child.removeListener('exit', exitedEarly);
        resolve(serverProcess(child, listening?.[1] ?? '', sms, exited));
      }
    });
  });
}

function serverProcess(
  child: ChildProcess,
  url: string,
  sms: { to: string; code: string }[],
  exited: Promise<void>,
): ServerProcess {
  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    pid: child.pid!,
    url,
    async otpFor(phone, since = 0) {
      // The line may reach us a moment after the HTTP answer.
      for (let waited = 0; waited < 5_000; waited += 20) {
        const latest = sms.slice(since).findLast((message) => message.to === phone);
        if (latest) return latest.code;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`Process ${child.pid} printed no SMS to ${phone}`);
    },
    smsCount: () => sms.length,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** A JSON call to a server over HTTP, as a browser makes it. */
export async function callServer(
  server: { url: string },
  method: string,
  pathname: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON the server answers, as Fastify's inject().json() gives it
): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

/** Signs in through the server's OTP calls, reading the code from the SMS the process printed. */
export async function signInThrough(server: ServerProcess, phone: string, headers: Record<string, string> = {}) {
  const printedBefore = server.smsCount();
  const sent = await callServer(server, 'POST', '/api/auth/send-otp', { body: { phone }, headers });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.json)}`);
  const otp = await server.otpFor(phone, printedBefore);
  const verified = await callServer(server, 'POST', '/api/auth/verify-otp', {
    body: { phone, otp, verificationId: sent.json.verificationId },
  });
  if (verified.status !== 200)
    throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.json)}`);
  return verified.json as { token: string; role: string };
}
