import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { portraitPng } from './support/farmerDocuments';
import { startPortal, type Portal } from './support/portal';
import { signInThroughLanding } from './support/signIn';
import { startStaticHost, type StaticHost } from './support/staticHost';

const repositoryRoot = path.resolve(__dirname, '../..');

let store: string;
let cdn: StaticHost;
let portal: Portal;
let browser: Browser;
let releaseEnv: NodeJS.ProcessEnv;
const versions: string[] = [];

/** The release commands of the README, run as a platform engineer would, on a folder store served by a CDN. */
function npm(args: string[], cwd = repositoryRoot): string {
  return execFileSync('npm', args, { cwd, env: releaseEnv, encoding: 'utf8' });
}

beforeAll(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'kcc-releases-'));
  cdn = await startStaticHost(store);
  releaseEnv = { ...process.env, RELEASE_STORE: store, RELEASES_PUBLIC_URL: `${cdn.origin}/` };
  // Two releases of the farmer app from its current build (a second version, as a CI build number makes one).
  for (const label of [[], ['--label', 'next']]) {
    const output = npm(['run', 'release', '-w', 'farmer-app', '--', '--skip-build', ...label]);
    versions.push(/RELEASED farmer (\S+)/.exec(output)![1]!);
  }
  npm(['run', 'promote', '--', 'farmer', versions[0]!]);
  [portal, browser] = await Promise.all([
    startPortal({ REMOTES_MANIFEST: path.join(store, 'live.json') }),
    launchChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await cdn?.close();
  await rm(store, { recursive: true, force: true });
});

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const entryOf = (version: string) => `/farmer/${version}/remoteEntry.js`;

async function farmerOnPersonalDetails(page: Page, phone: string): Promise<void> {
  await signInThroughLanding(page, portal, phone);
  await page.waitForURL(`${portal.url}/kcc-form`);
  const photo = page.getByRole('region', { name: 'Applicant Photograph', exact: true });
  await photo
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: portraitPng() });
  await photo.getByRole('button', { name: 'Upload Applicant Photograph', exact: true }).click();
  await photo.getByRole('status').getByText('Uploaded Successfully').waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Personal Details', exact: true }).waitFor();
}

test('a farmer typing while the farmer app is promoted and rolled back loses nothing; new visits get the live release', async () => {
  const page = await browser.newPage();
  await farmerOnPersonalDetails(page, '9876503001');
  expect(cdn.requestedPaths).toContain(entryOf(versions[0]!));

  await field(page, 'Applicant name').fill('Meena Kumari');
  npm(['run', 'promote', '--', 'farmer', versions[1]!]);
  await field(page, 'Caste category').selectOption('SC');
  // Someone opening the form now gets the promoted release.
  const newcomer = await browser.newPage();
  await farmerOnPersonalDetails(newcomer, '9876503002');
  expect(cdn.requestedPaths).toContain(entryOf(versions[1]!));
  await newcomer.close();

  npm(['run', 'rollback', '--', 'farmer']);
  await field(page, 'Educational qualification').selectOption('Literate');
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
  await page.getByRole('status').getByText('Draft saved successfully!', { exact: true }).waitFor();

  // A reload after the rollback runs the first release again, with every value the farmer typed.
  const requestsBefore = cdn.requestedPaths.filter((requested) => requested === entryOf(versions[0]!)).length;
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('button', { name: /Personal Details/ })
    .click();
  await page.getByRole('heading', { level: 2, name: 'Personal Details', exact: true }).waitFor();
  expect(await field(page, 'Applicant name').inputValue()).toBe('Meena Kumari');
  expect(await field(page, 'Caste category').inputValue()).toBe('SC');
  expect(await field(page, 'Educational qualification').inputValue()).toBe('Literate');
  expect(cdn.requestedPaths.filter((requested) => requested === entryOf(versions[0]!)).length).toBe(requestsBefore + 1);
  await page.close();
});
