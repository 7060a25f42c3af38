import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { contactInquiries } from '@kisan-credit/server/src/db/schema';
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

async function openPage(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  page = await (await browser.newContext(options)).newPage();
  await page.goto(`${portal.url}${path}`);
  return page;
}

const field = (on: Page, name: 'Name' | 'Email' | 'Message') => on.getByRole('textbox', { name, exact: true });

const SENT = 'Your message has been sent successfully! You will be contacted in next 1 or 2 business days.';

describe('contact page', () => {
  it('sends an inquiry, which the server stores, and clears the form', async () => {
    await openPage('/contact');
    const email = `asha.${Date.now()}@example.in`;
    await field(page, 'Name').fill('Asha Devi');
    await field(page, 'Email').fill(email);
    await field(page, 'Message').fill('When will my Kisan Credit Card arrive?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('status').filter({ hasText: SENT }).waitFor();
    expect(await field(page, 'Name').inputValue()).toBe('');
    expect(await field(page, 'Message').inputValue()).toBe('');

    const stored = (await portal.database.db.select().from(contactInquiries)).filter((row) => row.email === email);
    expect(stored).toEqual([
      expect.objectContaining({ name: 'Asha Devi', email, message: 'When will my Kisan Credit Card arrive?' }),
    ]);
  });

  it('shows the empty-field and invalid-email messages beside the fields and sends nothing', async () => {
    await openPage('/contact');
    const inquiryCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact/inquiry')) inquiryCalls.push(request.url());
    });

    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter the name').waitFor();
    await page.getByText('Please enter the email').waitFor();
    await page.getByText('Please enter the message').waitFor();
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBe('true');

    await field(page, 'Name').fill('Asha Devi');
    await field(page, 'Email').fill('asha@example');
    await field(page, 'Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    const emailField = field(page, 'Email');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await emailField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field(page, 'Name').getAttribute('aria-invalid')).toBeNull();
    expect(inquiryCalls).toEqual([]);
  });
});

describe('about page', () => {
  it('is reached from the landing page’s Learn More and shows its sections', async () => {
    await openPage('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL(`${portal.url}/about`);

    for (const section of ['Our Vision', 'What We Do', 'Our Approach', 'Our Values', 'Our Impact']) {
      await page.getByRole('region', { name: section }).waitFor();
    }
    const values = page.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 });
    expect(await values.allTextContents()).toEqual([
      'Farmer First',
      'Transparency',
      'Digital Innovation',
      'Rural Development',
      'Sustainable Agriculture',
    ]);
    const impact = page.getByRole('region', { name: 'Our Impact' });
    for (const figure of ['10,000+', '₹100 Crore+', '500+']) await impact.getByText(figure, { exact: true }).waitFor();
  });
});

describe('navigation on a phone (390×800)', () => {
  it('opens the slide-in menu, follows About Us, and the menu closes', async () => {
    await openPage('/contact', { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    const navigations = page.getByRole('navigation', { name: 'Main navigation' });
    // The wide bar is hidden on a phone: no navigation is visible until the menu opens.
    expect(await navigations.filter({ visible: true }).count()).toBe(0);

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    const drawer = navigations.filter({ visible: true });
    await drawer.waitFor();
    expect(await openMenu.getAttribute('aria-expanded')).toBe('true');

    await drawer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${portal.url}/about`);
    await page.getByRole('region', { name: 'Our Vision' }).waitFor();
    await page.getByRole('button', { name: 'Close menu' }).waitFor({ state: 'detached' });
    expect(await openMenu.getAttribute('aria-expanded')).toBe('false');
  });
});
