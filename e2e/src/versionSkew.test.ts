import { createHash } from 'node:crypto';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SHELL_CONTRACT_VERSION } from '@kisan-credit/shared-api/contract/roleAppManifest';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { signInThroughLanding } from './support/signIn';
import { startStaticHost, type StaticHost } from './support/staticHost';

const repositoryRoot = path.resolve(__dirname, '../..');
const [major] = SHELL_CONTRACT_VERSION.split('.').map(Number) as [number];

let workFolder: string;
let cdn: StaticHost;
let manifestFile: string;
let portal: Portal;
let browser: Browser;

/** The live manifest as `npm run promote` writes it: the farmer app from the CDN, the others from the portal. */
async function goLive(farmer: { entry: string; shellContract: string; integrity?: string }) {
  const app = (name: string, paths: string[], roles: string[]) => ({
    current: {
      version: `0.1.0-${name}`,
      entry: `/remotes/${name}/remoteEntry.js`,
      roles,
      paths,
      shellContract: `^${major}.0`,
    },
    previous: null,
  });
  const manifest = {
    apps: {
      farmer: {
        current: {
          version: '0.1.0-test',
          roles: ['user'],
          paths: ['/kcc-form'],
          ...farmer,
          entry: `${cdn.origin}${farmer.entry}`,
        },
        previous: null,
      },
      lawyer: app('lawyer', ['/lawyer-dashboard', '/land-details/'], ['lawyer']),
      banker: app('banker', ['/banker-dashboard', '/bank-details/', '/application-preview/'], ['banker']),
    },
  };
  await writeFile(manifestFile, JSON.stringify(manifest));
}

beforeAll(async () => {
  workFolder = await mkdtemp(path.join(tmpdir(), 'kcc-skew-'));
  await cp(path.join(repositoryRoot, 'farmer-app/dist'), path.join(workFolder, 'cdn/farmer/n'), { recursive: true });
  cdn = await startStaticHost(path.join(workFolder, 'cdn'));
  manifestFile = path.join(workFolder, 'live.json');
  await goLive({ entry: '/farmer/n/remoteEntry.js', shellContract: `^${major}.0` });
  [portal, browser] = await Promise.all([startPortal({ REMOTES_MANIFEST: manifestFile }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await cdn?.close();
  await rm(workFolder, { recursive: true, force: true });
});

async function farmerOnTheForm(phone: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInThroughLanding(page, portal, phone);
  await page.waitForURL(`${portal.url}/kcc-form`);
  return { page, errors };
}

test.each([
  ['N-1', `^${major - 1}.0`],
  ['N+1', `^${major + 1}.0`],
])('a farmer release built for shell contract %s is refused with a notice, not a white page', async (_case, range) => {
  await goLive({ entry: '/farmer/n/remoteEntry.js', shellContract: range });
  const before = cdn.requestedPaths.length;
  const { page, errors } = await farmerOnTheForm(range.includes(String(major + 1)) ? '9876502001' : '9876502002');
  await page
    .getByText('This part of the portal is being updated and cannot open right now. Please try again in a few minutes.')
    .waitFor();
  expect(errors.join('\n')).toContain(`works with shell contract ${range}`);
  expect(cdn.requestedPaths.slice(before)).not.toContain('/farmer/n/remoteEntry.js');
  // The shell itself still works: its navigation is there.
  await page.getByRole('link', { name: 'Kisan Credit' }).first().waitFor();
  await page.close();
});

test('a release whose files are missing shows the error dialog, and Retry loads it once they are there', async () => {
  await goLive({ entry: '/farmer/later/remoteEntry.js', shellContract: `^${major}.0` });
  const { page } = await farmerOnTheForm('9876502003');
  const dialog = page.getByRole('alertdialog', { name: /Oops!/ });
  await dialog
    .getByText('This part of the portal could not be loaded. Please check your connection and reload the page.')
    .waitFor();

  await cp(path.join(repositoryRoot, 'farmer-app/dist'), path.join(workFolder, 'cdn/farmer/later'), {
    recursive: true,
  });
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { level: 2, name: 'Document Upload' }).waitFor();
  expect(await dialog.count()).toBe(0);
  await page.close();
});

test('a release of the shell contract N loads', async () => {
  await goLive({ entry: '/farmer/n/remoteEntry.js', shellContract: `^${major}.0` });
  const { page } = await farmerOnTheForm('9876502004');
  await page.getByRole('heading', { level: 2, name: 'Document Upload' }).waitFor();
  await page.close();
});

test('a release’s entry is run only with the bytes that were released (Subresource Integrity)', async () => {
  const entryFile = path.join(workFolder, 'cdn/farmer/n/remoteEntry.js');
  const released = `sha384-${createHash('sha384')
    .update(await readFile(entryFile))
    .digest('base64')}`;
  await goLive({ entry: '/farmer/n/remoteEntry.js', shellContract: `^${major}.0`, integrity: released });
  const genuine = await farmerOnTheForm('9876502005');
  await genuine.page.getByRole('heading', { level: 2, name: 'Document Upload' }).waitFor();
  await genuine.page.close();

  // The CDN now serves other bytes under the released name: the browser refuses to run them.
  await cp(path.join(workFolder, 'cdn/farmer/n'), path.join(workFolder, 'cdn/farmer/changed'), { recursive: true });
  await appendFile(path.join(workFolder, 'cdn/farmer/changed/remoteEntry.js'), '\n// changed after release\n');
  await goLive({ entry: '/farmer/changed/remoteEntry.js', shellContract: `^${major}.0`, integrity: released });
  const { page } = await farmerOnTheForm('9876502006');
  await page
    .getByRole('alertdialog', { name: /Oops!/ })
    .getByText('This part of the portal could not be loaded.', { exact: false })
    .waitFor();
  expect(await page.getByRole('heading', { level: 2, name: 'Document Upload' }).count()).toBe(0);
  await page.close();
});
