import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';

let portal: Portal;
let browser: Browser;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

test('the API documentation renders under its CSP and can call the API', async () => {
  await page.goto(`${portal.url}/api/docs`);
  await page.getByRole('heading', { name: /Kisan Credit API/ }).waitFor();
  await page.getByText('/api/loan/save-draft').waitFor();

  const health = page.locator('#operations-health-get_api_health');
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await health.locator('.responses-table .response-col_status', { hasText: '200' }).first().waitFor();

  expect(violations).toEqual([]);
});
