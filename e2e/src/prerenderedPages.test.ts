import type { Browser, Page, Route } from 'playwright-core';
import { portalApi } from './support/api';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';

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
afterEach(async () => {
  await page?.context().close();
});

/** Holds every script of the page until `release()`: a phone on a slow network before the scripts arrive. */
function holdScripts(on: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void on.route(/\.js(\?|$)/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('prerendered public pages', () => {
  it.each([
    ['/', 'Empowering Farmers with Digital Solutions'],
    ['/login', 'Login'],
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
  ])('%s is readable from the server’s HTML alone, without JavaScript', async (path, heading) => {
    page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${portal.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 2000 });
    await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).first().waitFor({ timeout: 2000 });
  });

  it('shows the sign-in card before the scripts arrive, takes input once they have, and signs in', async () => {
    page = await (await browser.newContext()).newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const releaseScripts = holdScripts(page);
    await page.goto(`${portal.url}/`, { waitUntil: 'commit' });

    // Typing now would be lost when React takes the page over, so the fields wait for it.
    const phone = page.getByLabel(/Mobile Number/);
    await phone.waitFor();
    expect(await phone.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Get Started Now' }).isDisabled()).toBe(true);

    releaseScripts();
    await page.locator('input:enabled').first().waitFor();
    await phone.fill('9876543210');
    const otpRequest = page.waitForRequest((request) => request.url().endsWith('/api/auth/send-otp'));
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    expect((await otpRequest).postDataJSON()).toEqual({ phone: '9876543210' });
    await page.getByPlaceholder('Enter 6-digit OTP').waitFor();
    // The page React hydrated is the one the server sent: no mismatch for React to redraw.
    expect(warnings.filter((text) => /did not match|hydrat/i.test(text))).toEqual([]);
  });

  it('draws the page afresh, in Hindi, for a visitor who chose Hindi', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    page = await context.newPage();
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { level: 1, name: 'डिजिटल समाधानों से किसानों का सशक्तिकरण' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  });
});

describe('the farmer’s form, prerendered', () => {
  it('paints its title from the server’s HTML, where the farmer app then draws it', async () => {
    const token = await portalApi(portal).signIn('9811111111');
    const context = await browser.newContext();
    await context.addInitScript(
      (session) => Object.entries(session).forEach(([key, value]) => localStorage.setItem(key, value)),
      { authToken: token, userPhone: '9811111111', userRole: 'user' },
    );
    page = await context.newPage();
    const releaseScripts = holdScripts(page);
    await page.goto(`${portal.url}/kcc-form`, { waitUntil: 'commit' });

    const title = page.getByRole('heading', { level: 1, name: 'KCC Application Form' });
    await title.waitFor({ timeout: 2000 });
    const prerendered = await title.boundingBox();

    releaseScripts();
    await page.getByRole('heading', { level: 2, name: 'Document Upload' }).waitFor();
    // One title on the page (the shell's stand-in gave way to the farmer app's), at the same place.
    expect(await title.boundingBox()).toEqual(prerendered);
  });

  it('sends a signed-out visitor on to the landing page', async () => {
    page = await (await browser.newContext()).newPage();
    await page.goto(`${portal.url}/kcc-form`);
    await page.waitForURL(`${portal.url}/`);
    await page.getByRole('region', { name: 'Apply for an instant KCC Loan' }).waitFor();
  });
});
