// `npm run bench -- js-size`: the JavaScript a farmer's browser downloads for / and for /kcc-form,
// measured in Chromium against the built apps, as raw bytes and gzip size.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../src/support/browser';
import { startPortal } from '../src/support/portal';
import { signInThroughLanding } from '../src/support/signIn';

interface Downloaded {
  url: string;
  bytes: number;
  gzipBytes: number;
}

function recordJavaScript(page: Page): Downloaded[] {
  const downloaded: Downloaded[] = [];
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) downloaded.push({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length });
  });
  return downloaded;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(label: string, downloaded: Downloaded[]) {
  const bytes = downloaded.reduce((sum, file) => sum + file.bytes, 0);
  const gzipBytes = downloaded.reduce((sum, file) => sum + file.gzipBytes, 0);
  console.log(`${label}: ${downloaded.length} JS files, ${kb(bytes)} raw, ${kb(gzipBytes)} gzip`);
  const largest = [...downloaded].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
  for (const file of largest) console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${new URL(file.url).pathname}`);
}

export async function measureJsSize(): Promise<void> {
  const [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  try {
    const landing = await browser.newPage();
    const landingJs = recordJavaScript(landing);
    await landing.goto(`${portal.url}/`, { waitUntil: 'networkidle' });
    report('/ (signed out)', landingJs);

    const farmerContext = await browser.newContext();
    const farmer = await farmerContext.newPage();
    await signInThroughLanding(farmer, portal, '9876543210');
    await farmer.waitForURL(`${portal.url}/kcc-form`);
    await farmer.getByRole('heading', { level: 1 }).first().waitFor();
    // A fresh load of /kcc-form with the session in place: what a returning farmer downloads.
    const formPage = await farmerContext.newPage();
    const formJs = recordJavaScript(formPage);
    await formPage.goto(`${portal.url}/kcc-form`, { waitUntil: 'networkidle' });
    report('/kcc-form (signed-in farmer)', formJs);
  } finally {
    await browser.close();
    await portal.close();
  }
}
