import type { Browser, BrowserContext, Page } from 'playwright-core';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { signInThroughLanding } from './support/signIn';

// Offline first (docs/requirements.md#r10-offline) in Chromium against the real server: a file of the farmer
// app still downloading when the offline worker takes over is kept too; a farmer who has opened the form once
// reopens it with no network, types, saves (queued), and the save arrives once when the network returns; a
// save that meets a change made meanwhile from another device is shown, not sent over it; a submission
// pressed with no network waits on the phone and arrives exactly once when the network returns.

let portal: Portal;
let browser: Browser;
let api: PortalApi;
let openContext: BrowserContext | undefined;

beforeAll(async () => {
  await Promise.all([
    startPortal().then((started) => (portal = started)),
    launchChromium().then((launched) => (browser = launched)),
  ]);
  api = portalApi(portal);
}, 120_000);
afterAll(async () => {
  await openContext?.close();
  await browser?.close();
  await portal?.close();
});

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });

const OFFLINE_NOW =
  'You are offline. What you type is kept on this phone, and your saves will be sent when the network returns.';
const SAVE_QUEUED = 'You are offline. Your changes are kept on this phone and will be sent when the network returns.';
const QUEUED_SAVE_SENT = 'The network is back: the changes you saved offline have been sent.';
const WAITING_TO_SUBMIT =
  'Waiting for the network to submit. Your application is kept on this phone and will be submitted when the network returns.';
const SUBMITTED_TITLE = 'Application Submitted Successfully!';

/** The service worker controls the page and keeps every farmer-app file the page has loaded. */
async function keptForOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  let previous = -1;
  let missing: string[] = [];
  // About 30 s, well within the test's time, so that a file never kept is named rather than the test timing out.
  for (let tries = 0; tries < 60; tries += 1) {
    const files = await page.evaluate(async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/remotes/farmer/') && url.endsWith('.js'));
      const cache = await caches.open('farmer-app');
      const kept = new Set((await cache.keys()).map((request) => request.url));
      return { loaded: loaded.length, missing: loaded.filter((url) => !kept.has(url)) };
    });
    missing = files.missing;
    // Every step is downloaded ahead once the worker has taken over: wait until that has settled.
    if (missing.length === 0 && files.loaded === previous && files.loaded > 8) return;
    previous = files.loaded;
    await page.waitForTimeout(500);
  }
  throw new Error(`The farmer app was not kept for offline use; missing: ${missing.join(', ')}`);
}

/** A farmer signed in through the landing page, on the wizard's first step, in a browser context of their own. */
async function openFormAs(phone: string) {
  await openContext?.close();
  // Wide enough for the step indicator (a phone moves with Continue and Back only).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  openContext = context;
  const page = await context.newPage();
  await signInThroughLanding(page, portal, phone);
  await page.waitForURL(`${portal.url}/kcc-form`);
  await stepHeading(page, 'Document Upload').waitFor();
  const token = String(await page.evaluate(() => localStorage.getItem('authToken')));
  return { context, page, token };
}

async function openStep(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await stepHeading(page, title).waitFor();
}

test('a file of the farmer app still downloading when the offline worker takes over is kept for offline use too', async () => {
  await openContext?.close();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  openContext = context;
  // The worker is installed only once Continue has started downloading a file of the farmer app (the step's
  // check or the next step), and every file requested until the takeover arrives after it.
  let installWorker!: () => void;
  const workerMayInstall = new Promise<void>((resolve) => (installWorker = resolve));
  await context.route('**/sw.js', async (route) => {
    await workerMayInstall;
    await route.continue();
  });
  const page = await context.newPage();
  await signInThroughLanding(page, portal, '9840000023');
  await page.waitForURL(`${portal.url}/kcc-form`);
  await stepHeading(page, 'Document Upload').waitFor();
  const downloading: (() => Promise<void>)[] = [];
  let fileRequested!: () => void;
  const fileDownloading = new Promise<void>((resolve) => (fileRequested = resolve));
  let holdFiles = true;
  await page.route('**/remotes/farmer/**/*.js', async (route) => {
    if (!holdFiles) return route.continue();
    downloading.push(() => route.continue());
    fileRequested();
  });

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await fileDownloading;
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  installWorker();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  holdFiles = false;
  await Promise.all(downloading.map((arrive) => arrive()));
  await stepHeading(page, 'Personal Details').waitFor({ timeout: 15_000 });

  await keptForOffline(page);
});

test('a farmer keeps going with no network: the form reopens, a save is queued, arrives once, and a conflict is shown', async () => {
  const { context, page, token } = await openFormAs('9840000021');
  const stored = async () =>
    (await api.call('GET', '/loan/kcc-application', token)).body.data as Record<string, unknown> | undefined;

  // Online, once: a draft with the applicant's name.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await stepHeading(page, 'Personal Details').waitFor({ timeout: 15_000 });
  await field(page, 'Applicant name').fill('Ramesh Kumar');
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
  await page.getByText('Draft saved successfully!', { exact: true }).waitFor();
  const firstVersion = (await stored())!.version as number;
  await keptForOffline(page);

  // No network: the page, the farmer app and the form as the phone kept it.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'KCC Application Form' }).waitFor();
  await page.getByText(/^You are offline, so your application is shown as this phone kept it/).waitFor();
  await page.getByText(OFFLINE_NOW, { exact: true }).waitFor();
  await openStep(page, 'Personal Details');
  expect(await field(page, 'Applicant name').inputValue()).toBe('Ramesh Kumar');

  // Typed and saved offline: queued, and the farmer is told.
  await field(page, 'Address').fill('Village Rampur, Lucknow');
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
  await page.getByText(SAVE_QUEUED, { exact: true }).waitFor();
  expect((await stored())!.version).toBe(firstVersion);

  // The network returns: the save arrives, once, on the version it was made on.
  await context.setOffline(false);
  await page.getByText(QUEUED_SAVE_SENT, { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText(OFFLINE_NOW, { exact: true }).waitFor({ state: 'detached' });
  const afterSend = (await stored())!;
  expect(afterSend).toMatchObject({
    version: firstVersion + 1,
    applicantName: 'Ramesh Kumar',
    address: 'Village Rampur, Lucknow',
  });
  // Opened again online: nothing left to send or to offer, and nothing was sent twice.
  await page.reload();
  await stepHeading(page, 'Document Upload').waitFor();
  await openStep(page, 'Personal Details');
  expect(await field(page, 'Address').inputValue()).toBe('Village Rampur, Lucknow');
  expect(await page.getByText(/This phone has changes/).count()).toBe(0);
  expect((await stored())!.version).toBe(firstVersion + 1);

  // Offline again, a save queued; meanwhile the application is changed from another device.
  await context.setOffline(true);
  await field(page, 'Address').fill('Village Sitapur');
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
  await page.getByText(SAVE_QUEUED, { exact: true }).waitFor();
  // The other device sends back the application as it loaded it, with the name changed.
  const otherDevice = await api.call('PUT', '/loan/save-draft', token, {
    ...afterSend,
    applicantName: 'Ramesh K. Yadav',
  });
  expect(otherDevice.status).toBe(200);

  // The network returns: the farmer sees what changed; nothing is sent over the other device's change.
  await context.setOffline(false);
  const conflict = page.getByRole('alert');
  await conflict.getByText(/Your application was changed from another device while you were offline/).waitFor({
    timeout: 15_000,
  });
  expect(await conflict.textContent()).toContain('Different now: Applicant name, Address.');
  expect(await stored()).toMatchObject({
    version: firstVersion + 2,
    applicantName: 'Ramesh K. Yadav',
    address: 'Village Rampur, Lucknow',
  });
  // The latest saved application, with the farmer's changes kept to restore.
  await conflict.getByRole('button', { name: 'Load the latest saved application' }).click();
  await page.getByRole('button', { name: 'Restore my changes' }).waitFor();
});

test('a submission pressed with no network waits on the phone, survives a reload, and arrives exactly once', async () => {
  const phone = '9840000022';
  const { context, page, token } = await openFormAs(phone);
  const stored = async () =>
    (await api.call('GET', '/loan/kcc-application', token)).body.data as Record<string, unknown>;
  const submissions = async () =>
    ((await api.call('GET', '/loan/application/history', token)).body.data as { action: string }[]).filter(
      (entry) => entry.action === 'submitted',
    );

  // A complete draft (saved earlier), saved once more from this phone so it opens with no network.
  const example = { ...exampleCompleteApplication(), guarantorDetails: [] };
  expect((await api.call('PUT', '/loan/save-draft', token, example)).status).toBe(200);
  await page.reload();
  await stepHeading(page, 'Document Upload').waitFor();
  await openStep(page, 'Declaration');
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
  await page.getByText('Draft saved successfully!', { exact: true }).waitFor();
  const draftVersion = (await stored()).version as number;
  await keptForOffline(page);

  // Submit with no network: kept on the phone and waiting, never called submitted.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit KCC Application', exact: true }).click();
  await page.getByText(WAITING_TO_SUBMIT, { exact: true }).waitFor();
  expect(await page.getByRole('heading', { name: SUBMITTED_TITLE }).count()).toBe(0);
  expect(await stored()).toMatchObject({ status: 'formFill', version: draftVersion });
  const keptOnPhone = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const queued = await page.evaluate((key) => localStorage.getItem(key), `kccForm.queuedSave.${phone}`);
  expect(JSON.parse(String(queued))).toMatchObject({ kind: 'submit', baseVersion: draftVersion });
  for (const number of [example.aadharNo, example.panNumber, example.bankAccount.accountNumber]) {
    expect(keptOnPhone).not.toContain(number);
  }

  // The phone reloads the page with no network: the submission still waits.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'KCC Application Form' }).waitFor();
  await page.getByText(WAITING_TO_SUBMIT, { exact: true }).waitFor();

  // The network returns: submitted once, on the version it was made on, with the numbers as saved.
  await context.setOffline(false);
  await page.getByRole('heading', { level: 2, name: SUBMITTED_TITLE, exact: true }).waitFor({ timeout: 15_000 });
  expect(await stored()).toMatchObject({
    status: 'farmerSubmitted',
    version: draftVersion + 1,
    aadharNo: example.aadharNo,
    panNumber: example.panNumber,
  });
  expect(await submissions()).toHaveLength(1);

  // Opened again online: nothing waits, nothing is offered, nothing was sent twice.
  await page.reload();
  await stepHeading(page, 'Document Upload').waitFor();
  expect(await page.getByText(WAITING_TO_SUBMIT).count()).toBe(0);
  expect(await page.getByText(/This phone has changes/).count()).toBe(0);
  expect((await stored()).version).toBe(draftVersion + 1);
  expect(await submissions()).toHaveLength(1);
});
