// `npm run bench:web`: Lighthouse (default mobile emulation and simulated throttling) on /, /login and
// /kcc-form of the built portal, in Debian's Chromium, against the targets of
// docs/requirements.md#r10-performance-targets. Each page is measured
// BENCH_RUNS times (default 3) and the median run is reported, as Lighthouse advises; BENCH_REPORT_DIR, if
// set, receives each page's median Lighthouse report as JSON; BENCH_PAGES (e.g. `/kcc-form`, comma-separated)
// measures only those pages.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { portalApi } from '../src/support/api';
import { startPortal, type Portal } from '../src/support/portal';
import { launchDebuggableChromium } from './support/debuggableChromium';

const FARMER_PHONE = '9876543210';
const MIN_SCORE = 90;

interface PageUnderTest {
  path: string;
  signedInFarmer: boolean;
  /** docs/requirements.md#r10-performance-targets: the most JavaScript (gzip) the page may download. */
  maxJsGzipKb?: number;
}

const PAGES: PageUnderTest[] = [
  { path: '/', signedInFarmer: false, maxJsGzipKb: 150 },
  { path: '/login', signedInFarmer: false },
  { path: '/kcc-form', signedInFarmer: true, maxJsGzipKb: 250 },
];

interface PageFigures {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferKb: number;
  jsGzipKb: number;
  failures: string[];
}

/** Puts a signed-in farmer's session in the origin's localStorage, where the shell reads it on start. */
async function signInFarmer(portal: Portal, devtoolsPort: number): Promise<void> {
  const token = await portalApi(portal).signIn(FARMER_PHONE);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('Chromium has no default browser context');
  const page = await context.newPage();
  await page.goto(`${portal.url}/about`);
  await page.evaluate(
    (session) => Object.entries(session).forEach(([key, value]) => localStorage.setItem(key, value)),
    { authToken: token, userPhone: FARMER_PHONE, userRole: 'user' },
  );
  await page.close();
  await browser.close();
}

/**
 * Lighthouse's own CLI in plain Node: under tsx, the functions Lighthouse sends into the page would carry
 * esbuild's `__name` helper, which the page does not have. A run whose trace failed (Lighthouse's
 * occasional NO_NAVSTART) or whose report was cut off (the CLI ended early) is tried again.
 */
async function runLighthouse(url: string, devtoolsPort: number, attemptsLeft = 3): Promise<Result> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const args = [cli, url, `--port=${devtoolsPort}`, '--only-categories=performance', '--output=json', '--quiet'];
  // The CLI exits non-zero on a runtime error but still prints the report that names it.
  const stdout = await new Promise<string>((resolve) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (_error, output) => resolve(output));
  });
  const lhr = parsedReport(stdout);
  const failure = lhr ? lhr.runtimeError?.message : 'Lighthouse printed no report, or a cut-off one';
  if (!failure && lhr) return lhr;
  if (attemptsLeft > 1) return runLighthouse(url, devtoolsPort, attemptsLeft - 1);
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

async function figuresFor(page: PageUnderTest, lhr: Result): Promise<PageFigures> {
  const requestedPath = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname;
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== requestedPath) throw new Error(`${requestedPath} ended on ${finalPath}: is the session in place?`);
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const js = await javaScriptSize(lhr);
  const failures: string[] = [];
  if (score < MIN_SCORE) failures.push(`score ${score} < ${MIN_SCORE}`);
  if (page.maxJsGzipKb !== undefined && js.gzipKb > page.maxJsGzipKb) {
    failures.push(`JS ${js.gzipKb.toFixed(1)} KB gzip > ${page.maxJsGzipKb} KB`);
  }
  return {
    path: page.path,
    score,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
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
  return `score ${score}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`;
}

function saveReport(pagePath: string, lhr: Result): void {
  const folder = process.env.BENCH_REPORT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = pagePath === '/' ? 'landing' : pagePath.replace(/\W+/g, '-').replace(/^-/, '');
  writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(lhr));
}

function printTable(rows: PageFigures[]): void {
  const header = ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB served', 'JS KB gzip', 'verdict'];
  const lines = rows.map((row) => [
    row.path,
    String(row.score),
    row.fcpMs.toFixed(0),
    row.lcpMs.toFixed(0),
    row.tbtMs.toFixed(0),
    row.cls.toFixed(3),
    row.jsTransferKb.toFixed(1),
    row.jsGzipKb.toFixed(1),
    row.failures.length === 0 ? 'PASS' : `FAIL: ${row.failures.join('; ')}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  for (const line of [header, ...lines])
    console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}

function pagesToMeasure(): PageUnderTest[] {
  const requested = process.env.BENCH_PAGES?.split(',').map((entry) => entry.trim());
  if (!requested) return PAGES;
  const unknown = requested.filter((entry) => !PAGES.some((page) => page.path === entry));
  if (unknown.length > 0)
    throw new Error(`BENCH_PAGES: unknown ${unknown.join(', ')}; known: ${PAGES.map((page) => page.path).join(', ')}`);
  return PAGES.filter((page) => requested.includes(page.path));
}

export async function measureWebPerformance(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const [portal, browser] = await Promise.all([startPortal(), launchDebuggableChromium()]);
  try {
    const rows: PageFigures[] = [];
    let lighthouseVersion = '';
    for (const page of pagesToMeasure()) {
      if (page.signedInFarmer) await signInFarmer(portal, browser.port);
      const lhrs: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await runLighthouse(`${portal.url}${page.path}`, browser.port);
        console.log(`${page.path} run ${run + 1}: ${runSummary(lhr)}`);
        lhrs.push(lhr);
      }
      const median = computeMedianRun(lhrs);
      lighthouseVersion = median.lighthouseVersion;
      saveReport(page.path, median);
      rows.push(await figuresFor(page, median));
    }
    console.log(`Lighthouse ${lighthouseVersion} mobile, median of ${runs} run(s) per page`);
    printTable(rows);
    const failed = rows.filter((row) => row.failures.length > 0);
    console.log(failed.length === 0 ? 'All targets met.' : `${failed.length} page(s) miss a target.`);
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await portal.close();
  }
}
