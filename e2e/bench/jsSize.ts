// `npm run bench -- js-size`: the JavaScript a farmer's browser downloads for / and for /kcc-form,
// measured in Chromium against the built apps, as raw bytes and gzip size.
import { launchChromium } from '../src/support/browser';
import { startPortal } from '../src/support/portal';
import { signInThroughLanding } from '../src/support/signIn';
import { javaScriptOfPage, type DownloadedScript } from './support/javaScriptOfPage';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(label: string, downloaded: DownloadedScript[]) {
  const bytes = downloaded.reduce((sum, file) => sum + file.bytes, 0);
  const gzipBytes = downloaded.reduce((sum, file) => sum + file.gzipBytes, 0);
  console.log(`${label}: ${downloaded.length} JS files, ${kb(bytes)} raw, ${kb(gzipBytes)} gzip`);
  const largest = [...downloaded].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 12);
  for (const file of largest) console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${new URL(file.url).pathname}`);
}

export async function measureJsSize(): Promise<void> {
  const [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  try {
    const landing = await browser.newPage();
    const landingJs = javaScriptOfPage(landing);
    await landing.goto(`${portal.url}/`, { waitUntil: 'networkidle' });
    report('/ (signed out)', await landingJs.downloaded());

    const farmerContext = await browser.newContext();
    const farmer = await farmerContext.newPage();
    await signInThroughLanding(farmer, portal, '9876543210');
    await farmer.waitForURL(`${portal.url}/kcc-form`);
    await farmer.getByRole('heading', { level: 1 }).first().waitFor();
    // A fresh load of /kcc-form with the session in place: what a returning farmer downloads.
    const formPage = await farmerContext.newPage();
    const formJs = javaScriptOfPage(formPage);
    await formPage.goto(`${portal.url}/kcc-form`, { waitUntil: 'networkidle' });
    report('/kcc-form (signed-in farmer)', await formJs.downloaded());
  } finally {
    await browser.close();
    await portal.close();
  }
}
