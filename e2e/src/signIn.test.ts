import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { DEMO_BANKER, DEMO_LAWYER, signInThroughLanding } from './support/signIn';

let portal: Portal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterEach(async () => {
  await page.context().close();
});

const journeys = [
  { who: 'a farmer', phone: '9876543210', path: '/kcc-form', title: 'KCC Application Form' },
  { who: 'a lawyer', phone: DEMO_LAWYER, path: '/lawyer-dashboard', title: /lawyer dashboard/i },
  { who: 'a banker', phone: DEMO_BANKER, path: '/banker-dashboard', title: /banker dashboard/i },
];

test.each(journeys)('$who signs in on the landing card, stays after a reload, and logs out to /', async (journey) => {
  await signInThroughLanding(page, portal, journey.phone);

  await page.waitForURL(`${portal.url}${journey.path}`);
  await page.getByRole('heading', { level: 1, name: journey.title }).waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: journey.title }).waitFor();
  expect(new URL(page.url()).pathname).toBe(journey.path);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL(`${portal.url}/`);
  await page.getByRole('region', { name: 'Apply for an instant KCC Loan' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a farmer who opens the banker dashboard lands on / and sees no banker screen', async () => {
  await signInThroughLanding(page, portal, '9812345678');
  await page.waitForURL(`${portal.url}/kcc-form`);

  const bankerCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/banker/')) bankerCode.push(request.url());
  });
  await page.goto(`${portal.url}/banker-dashboard`);

  // / sends a signed-in farmer on to the form: the guard ended the banker route.
  await page.waitForURL(`${portal.url}/kcc-form`);
  await page.getByRole('heading', { level: 1, name: 'KCC Application Form' }).waitFor();
  expect(bankerCode).toEqual([]);
});

test('a signed-out visitor who opens a staff route is sent to the landing page', async () => {
  await page.goto(`${portal.url}/lawyer-dashboard`);
  await page.waitForURL(`${portal.url}/`);
  await page.getByRole('region', { name: 'Apply for an instant KCC Loan' }).waitFor();
});
