import type { Browser, Locator, Page } from 'playwright-core';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { DEMO_BANKER, DEMO_LAWYER } from './support/signIn';

// docs/requirements.md#r10-languages: English / हिन्दी (two of the ten languages) on the public pages and in every remote, one switch for the whole portal,
// remembered across reloads.

let portal: Portal;
let browser: Browser;
let api: PortalApi;
let page: Page;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  api = portalApi(portal);
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});
afterEach(async () => {
  await page?.context().close();
});

/** A wide browser window, signed in as `role` when a phone is given (the session the shell keeps). */
async function openPage(path: string, signedInAs?: { phone: string; role: string }): Promise<Page> {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  if (signedInAs) {
    const token = await api.signIn(signedInAs.phone);
    await page.context().addInitScript(
      ({ token, role, phone }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('userRole', role);
        localStorage.setItem('userPhone', phone);
      },
      { token, ...signedInAs },
    );
  }
  await page.goto(`${portal.url}${path}`);
  return page;
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const htmlLang = () => page.evaluate(() => document.documentElement.lang);

/** The language switch (a native select, named 'Language' in English and 'भाषा' in Hindi) inside `region`. */
const languageSwitch = (region: Locator, name: string) => region.getByRole('combobox', { name, exact: true });

/** Chooses हिन्दी, waits for `hindiHeading`, then reloads: the page comes back in Hindi. */
async function switchToHindiAndReload(switchIn: Locator, hindiHeading: string) {
  await languageSwitch(switchIn, 'Language').selectOption({ label: 'हिन्दी' });
  await heading(hindiHeading).waitFor();
  expect(await htmlLang()).toBe('hi');

  await page.reload();
  await heading(hindiHeading).waitFor();
  expect(await htmlLang()).toBe('hi');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
  // After the reload the switch is named in Hindi and shows हिन्दी chosen.
  const hindiSwitch = languageSwitch(switchIn, 'भाषा');
  await hindiSwitch.waitFor();
  expect(await hindiSwitch.inputValue()).toBe('hi');
  expect(await hindiSwitch.locator('option:checked').textContent()).toBe('हिन्दी');
}

describe('language switch', () => {
  it('landing page: the navigation bar switches to Hindi, which survives a reload, and back', async () => {
    await openPage('/');
    await heading('Empowering Farmers with Digital Solutions').waitFor();
    expect(await htmlLang()).toBe('en');

    await switchToHindiAndReload(page.getByRole('banner'), 'डिजिटल समाधानों से किसानों का सशक्तिकरण');
    await page.getByRole('link', { name: 'हमारे बारे में' }).first().waitFor();

    await languageSwitch(page.getByRole('banner'), 'भाषा').selectOption({ label: 'English' });
    await heading('Empowering Farmers with Digital Solutions').waitFor();
    expect(await htmlLang()).toBe('en');
  });

  it('farmer /kcc-form: the shell’s switch reaches the farmer app (one shared i18next)', async () => {
    await openPage('/kcc-form', { phone: '9820000001', role: 'user' });
    await heading('KCC Application Form').waitFor();

    await switchToHindiAndReload(page.getByRole('banner'), 'केसीसी आवेदन पत्र');
    await page.getByRole('heading', { level: 2, name: 'दस्तावेज़ अपलोड' }).waitFor();

    // The contract's validation messages, which zod gives in English, read in Hindi beside the fields.
    const continueButton = page.getByRole('button', { name: 'आगे बढ़ें', exact: true });
    await continueButton.click();
    await page.getByRole('heading', { level: 2, name: 'व्यक्तिगत विवरण' }).waitFor();
    await continueButton.click();
    await page
      .getByRole('textbox', { name: /आवेदक का नाम/ })
      .and(page.locator('[aria-invalid=true]'))
      .waitFor();
    const errors = await page.locator('[id$=-error]').allTextContents();
    expect(errors).toContain('कृपया आवेदक का नाम दर्ज करें');
    expect(errors.filter((error) => /[A-Za-z]{3}/.test(error))).toEqual([]);
  });

  it('lawyer dashboard: the switch beside Logout in the sidebar', async () => {
    await openPage('/lawyer-dashboard', { phone: DEMO_LAWYER, role: 'lawyer' });
    await heading('Lawyer Dashboard').waitFor();

    await switchToHindiAndReload(page.getByRole('complementary'), 'वकील डैशबोर्ड');
    await page.getByRole('button', { name: 'लॉग आउट' }).waitFor();
  });

  it('banker dashboard: the switch beside Logout in the sidebar', async () => {
    await openPage('/banker-dashboard', { phone: DEMO_BANKER, role: 'banker' });
    await heading('Banker Dashboard').waitFor();

    await switchToHindiAndReload(page.getByRole('complementary'), 'बैंकर डैशबोर्ड');
    await page.getByRole('button', { name: 'लॉग आउट' }).waitFor();
  });
});
