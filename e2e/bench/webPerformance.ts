// `npm run bench:web`: Lighthouse on /, /login and /kcc-form of the built portal, in Debian's Chromium,
// against the targets of docs/requirements.md#r10-performance-targets, in two profiles: Lighthouse's default
// mobile emulation, and a slow phone (400 kbps, a CPU six times slower). Then the JavaScript a signed-in
// farmer's /kcc-form downloads in each shipped language. Each page is measured BENCH_RUNS times (default 3)
// and the median run is reported, as Lighthouse advises; BENCH_REPORT_DIR, if set, receives each page's median
// Lighthouse report as JSON; BENCH_PAGES (e.g. `/kcc-form`, comma-separated) measures only those pages and
// BENCH_PROFILES (`mobile`, `slow-phone`) only those profiles.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { LANGUAGES } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { portalApi } from '../src/support/api';
import { startPortal, type Portal } from '../src/support/portal';
import { launchDebuggableChromium } from './support/debuggableChromium';
import { javaScriptOfPage } from './support/javaScriptOfPage';

const FARMER_PHONE = '9876543210';

interface PageUnderTest {
  path: string;
  signedInFarmer: boolean;
}

const PAGES: PageUnderTest[] = [
  { path: '/', signedInFarmer: false },
  { path: '/login', signedInFarmer: false },
  { path: '/kcc-form', signedInFarmer: true },
];

/** docs/requirements.md#r10-performance-targets, per profile: Lighthouse's throttling and each page's targets. */
interface Profile {
  name: string;
  /** Lighthouse CLI flags on top of its default mobile emulation; none: its default (slow 4G, 4× CPU). */
  flags: string[];
  minScore?: number;
  /** Per page: the latest Time to Interactive allowed, in ms. */
  maxInteractiveMs?: Record<string, number>;
  /** Per page: the most JavaScript (gzip) it may download. */
  maxJsGzipKb: Record<string, number>;
}

const PROFILES: Profile[] = [
  { name: 'mobile', flags: [], minScore: 90, maxJsGzipKb: { '/': 150, '/kcc-form': 250 } },
  {
    name: 'slow-phone',
    flags: ['--throttling.throughputKbps=400', '--throttling.cpuSlowdownMultiplier=6'],
    maxInteractiveMs: { '/kcc-form': 5000 },
    maxJsGzipKb: { '/kcc-form': 200 },
  },
];

interface PageFigures {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
  cls: number;
  jsTransferKb: number;
  jsGzipKb: number;
  failures: string[];
}

const SESSION_KEYS = ['authToken', 'userPhone', 'userRole'];

/**
 * Puts a signed-in farmer's session in the origin's localStorage, where the shell reads it on start, or takes
 * it away (token undefined) for the public pages.
 */
async function setFarmerSession(portal: Portal, devtoolsPort: number, token: string | undefined): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('Chromium has no default browser context');
  const page = await context.newPage();
  await page.goto(`${portal.url}/about`);
  await page.evaluate(
    ({ keys, session }) => {
      for (const key of keys) localStorage.removeItem(key);
      for (const [key, value] of Object.entries(session ?? {})) localStorage.setItem(key, value);
    },
    {
      keys: SESSION_KEYS,
      session: token === undefined ? undefined : { authToken: token, userPhone: FARMER_PHONE, userRole: 'user' },
    },
  );
  await page.close();
  await browser.close();
}

/**
 * Lighthouse's own CLI in plain Node: under tsx, the functions Lighthouse sends into the page would carry
 * esbuild's `__name` helper, which the page does not have. A run whose trace failed (Lighthouse's
 * occasional NO_NAVSTART) or whose report was cut off (the CLI ended early) is tried again.
 */
async function runLighthouse(url: string, devtoolsPort: number, profile: Profile, attemptsLeft = 3): Promise<Result> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    `--port=${devtoolsPort}`,
    '--only-categories=performance',
    '--output=json',
    '--quiet',
    ...profile.flags,
  ];
  // The CLI exits non-zero on a runtime error but still prints the report that names it.
  const stdout = await new Promise<string>((resolve) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (_error, output) => resolve(output));
  });
  const lhr = parsedReport(stdout);
  const failure = lhr ? lhr.runtimeError?.message : 'Lighthouse printed no report, or a cut-off one';
  if (!failure && lhr) return lhr;
  if (attemptsLeft > 1) return runLighthouse(url, devtoolsPort, profile, attemptsLeft - 1);
  throw new Error(`${url}: ${failure}`);
}

function parsedReport(stdout: string): Result | undefined {
  try {
    return stdout ? (JSON.parse(stdout) as Result) : undefined;
  } catch {
    return undefined;
  }
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The page's JavaScript: as served (brotli to Chromium) and gzip-compressed, the unit. */
async function javaScriptSize(lhr: Result): Promise<{ transferKb: number; gzipKb: number }> {
  const details = lhr.audits['network-requests']?.details as { items: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((request) => request.resourceType === 'Script');
  let transfer = 0;
  let gzip = 0;
  for (const script of scripts) {
    transfer += script.transferSize ?? 0;
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    gzip += gzipSync(body).length;
  }
  return { transferKb: transfer / 1024, gzipKb: gzip / 1024 };
}

async function figuresFor(page: PageUnderTest, profile: Profile, lhr: Result): Promise<PageFigures> {
  const requestedPath = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname;
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== requestedPath) throw new Error(`${requestedPath} ended on ${finalPath}: is the session in place?`);
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const js = await javaScriptSize(lhr);
  const failures: string[] = [];
  if (profile.minScore !== undefined && score < profile.minScore) failures.push(`score ${score} < ${profile.minScore}`);
  const maxInteractiveMs = profile.maxInteractiveMs?.[page.path];
  const ttiMs = metric('interactive');
  if (maxInteractiveMs !== undefined && !(ttiMs <= maxInteractiveMs)) {
    failures.push(`interactive ${(ttiMs / 1000).toFixed(1)} s > ${maxInteractiveMs / 1000} s`);
  }
  const maxJsGzipKb = profile.maxJsGzipKb[page.path];
  if (maxJsGzipKb !== undefined && js.gzipKb > maxJsGzipKb) {
    failures.push(`JS ${js.gzipKb.toFixed(1)} KB gzip > ${maxJsGzipKb} KB`);
  }
  return {
    path: page.path,
    score,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    ttiMs,
    cls: metric('cumulative-layout-shift'),
    jsTransferKb: js.transferKb,
    jsGzipKb: js.gzipKb,
    failures,
  };
}

/** One run's score and timings, printed as it finishes, so the spread around the median shows. */
function runSummary(lhr: Result): string {
  const ms = (audit: string) => (lhr.audits[audit]?.numericValue ?? Number.NaN).toFixed(0);
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return `score ${score}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, TTI ${ms('interactive')} ms`;
}

function saveReport(pagePath: string, profile: Profile, lhr: Result): void {
  const folder = process.env.BENCH_REPORT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = pagePath === '/' ? 'landing' : pagePath.replace(/\W+/g, '-').replace(/^-/, '');
  writeFileSync(path.join(folder, `${name}-${profile.name}.json`), JSON.stringify(lhr));
}

function printTable(rows: readonly (readonly string[])[], header: readonly string[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((line) => line[column]?.length ?? 0)),
  );
  for (const line of [header, ...rows])
    console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}

function printPageTable(rows: PageFigures[]): void {
  const header = [
    'page',
    'score',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'TTI ms',
    'CLS',
    'JS KB served',
    'JS KB gzip',
    'verdict',
  ];
  const lines = rows.map((row) => [
    row.path,
    String(row.score),
    row.fcpMs.toFixed(0),
    row.lcpMs.toFixed(0),
    row.tbtMs.toFixed(0),
    row.ttiMs.toFixed(0),
    row.cls.toFixed(3),
    row.jsTransferKb.toFixed(1),
    row.jsGzipKb.toFixed(1),
    verdict(row.failures),
  ]);
  printTable(lines, header);
}

const verdict = (failures: string[]) => (failures.length === 0 ? 'PASS' : `FAIL: ${failures.join('; ')}`);

function pagesToMeasure(): PageUnderTest[] {
  const requested = process.env.BENCH_PAGES?.split(',').map((entry) => entry.trim());
  if (!requested) return PAGES;
  const unknown = requested.filter((entry) => !PAGES.some((page) => page.path === entry));
  if (unknown.length > 0)
    throw new Error(`BENCH_PAGES: unknown ${unknown.join(', ')}; known: ${PAGES.map((page) => page.path).join(', ')}`);
  return PAGES.filter((page) => requested.includes(page.path));
}

function profilesToMeasure(): Profile[] {
  const requested = process.env.BENCH_PROFILES?.split(',').map((entry) => entry.trim());
  if (!requested) return PROFILES;
  const unknown = requested.filter((entry) => !PROFILES.some((profile) => profile.name === entry));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PROFILES: unknown ${unknown.join(', ')}; known: ${PROFILES.map(({ name }) => name).join(', ')}`,
    );
  }
  return PROFILES.filter((profile) => requested.includes(profile.name));
}

/**
 * The JavaScript a signed-in farmer's /kcc-form downloads in each language (the language chosen on the
 * device, as the language menu stores it), against the slow phone's budget.
 */
async function measureFormJavaScriptPerLanguage(portal: Portal, devtoolsPort: number, token: string): Promise<number> {
  const maxKb = PROFILES.find(({ name }) => name === 'slow-phone')?.maxJsGzipKb['/kcc-form'] ?? Infinity;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  const rows: string[][] = [];
  let failed = 0;
  try {
    for (const language of LANGUAGES) {
      const context = await browser.newContext();
      const setUp = await context.newPage();
      await setUp.goto(`${portal.url}/about`);
      await setUp.evaluate(
        (session) => Object.entries(session).forEach(([key, value]) => localStorage.setItem(key, value)),
        { authToken: token, userPhone: FARMER_PHONE, userRole: 'user', language },
      );
      const page = await context.newPage();
      const scripts = javaScriptOfPage(page);
      // Settled once the farmer app has started and nothing more is fetched.
      const farmerApp = page.waitForResponse((response) => response.url().includes('/remotes/farmer/'));
      await page.goto(`${portal.url}/kcc-form`);
      await farmerApp;
      await page.waitForLoadState('networkidle');
      const downloaded = await scripts.downloaded();
      await context.close();
      const gzipKb = downloaded.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
      const texts = downloaded.filter((file) => /\/texts-/.test(new URL(file.url).pathname));
      const textsKb = texts.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
      const over = gzipKb > maxKb;
      if (over) failed += 1;
      rows.push([
        language,
        String(downloaded.length),
        gzipKb.toFixed(1),
        textsKb.toFixed(1),
        over ? `FAIL: > ${maxKb} KB` : 'PASS',
      ]);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n/kcc-form JavaScript per language (signed-in farmer, gzip)`);
  printTable(rows, ['language', 'files', 'JS KB gzip', 'of which texts KB', 'verdict']);
  return failed;
}

export async function measureWebPerformance(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const [portal, browser] = await Promise.all([startPortal(), launchDebuggableChromium()]);
  try {
    // One sign-in for the whole run: the OTP may be asked for once a minute.
    const farmerToken = await portalApi(portal).signIn(FARMER_PHONE);
    let failed = 0;
    for (const profile of profilesToMeasure()) {
      const rows: PageFigures[] = [];
      let lighthouseVersion = '';
      for (const page of pagesToMeasure()) {
        await setFarmerSession(portal, browser.port, page.signedInFarmer ? farmerToken : undefined);
        const lhrs: Result[] = [];
        for (let run = 0; run < runs; run += 1) {
          const lhr = await runLighthouse(`${portal.url}${page.path}`, browser.port, profile);
          console.log(`${profile.name} ${page.path} run ${run + 1}: ${runSummary(lhr)}`);
          lhrs.push(lhr);
        }
        const median = computeMedianRun(lhrs);
        lighthouseVersion = median.lighthouseVersion;
        saveReport(page.path, profile, median);
        rows.push(await figuresFor(page, profile, median));
      }
      console.log(`\nLighthouse ${lighthouseVersion}, profile ${profile.name}, median of ${runs} run(s) per page`);
      printPageTable(rows);
      failed += rows.filter((row) => row.failures.length > 0).length;
    }
    failed += await measureFormJavaScriptPerLanguage(portal, browser.port, farmerToken);
    console.log(failed === 0 ? '\nAll targets met.' : `\n${failed} measurement(s) miss a target.`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await portal.close();
  }
}
