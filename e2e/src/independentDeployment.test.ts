import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { signInThroughLanding } from './support/signIn';
import { startStaticHost, type StaticHost } from './support/staticHost';

const repositoryRoot = path.resolve(__dirname, '../..');

let workFolder: string;
let secondHost: StaticHost;
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  // The farmer remote "deployed" elsewhere: a copy of its build on a second origin.
  workFolder = await mkdtemp(path.join(tmpdir(), 'kcc-redeploy-'));
  const farmerCopy = path.join(workFolder, 'farmer');
  await cp(path.join(repositoryRoot, 'farmer-app/dist'), farmerCopy, { recursive: true });
  secondHost = await startStaticHost(farmerCopy);

  // Only remotes.json changes; the shell's build is served as it is.
  const builtManifest = JSON.parse(await readFile(path.join(repositoryRoot, 'shell/dist/remotes.json'), 'utf8'));
  const manifest = { ...builtManifest, farmer: `${secondHost.origin}/remoteEntry.js` };
  const manifestFile = path.join(workFolder, 'remotes.json');
  await writeFile(manifestFile, JSON.stringify(manifest));

  [portal, browser] = await Promise.all([startPortal({ REMOTES_MANIFEST: manifestFile }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await secondHost?.close();
  await rm(workFolder, { recursive: true, force: true });
});

test('the shell, not rebuilt, loads the farmer remote from the location remotes.json names', async () => {
  const page = await browser.newPage();
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('remoteEntry.js')) remoteRequests.push(request.url());
  });

  await signInThroughLanding(page, portal, '9876501234');

  await page.waitForURL(`${portal.url}/kcc-form`);
  // The wizard's first step (the page's title is the shell's until the farmer app has loaded).
  await page.getByRole('heading', { level: 2, name: 'Document Upload' }).waitFor();
  expect(remoteRequests).toEqual([`${secondHost.origin}/remoteEntry.js`]);
  expect(secondHost.requestedPaths).toContain('/remoteEntry.js');
  // The remote's own chunks came from its new home too (publicPath 'auto').
  expect(secondHost.requestedPaths.filter((requested) => requested.endsWith('.js')).length).toBeGreaterThan(1);
});
