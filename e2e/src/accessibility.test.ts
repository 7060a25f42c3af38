import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { APPLICATION_MESSAGES, WIZARD_STEPS } from '@kisan-credit/shared-api/contract/messages/application';
import { message, translate, type Language, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { KCC_FORM_PAGE_MESSAGES } from '@kisan-credit/shared-api/contract/messages/kccFormPage';
import {
  BANK_DETAILS_MESSAGES,
  DASHBOARD_MESSAGES,
  LAND_DETAILS_MESSAGES,
} from '@kisan-credit/shared-api/contract/messages/dashboard';
import { LAWYER_MESSAGES } from '@kisan-credit/shared-api/contract/messages/lawyer';
import { WIZARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/wizard';
import { WORKFLOW_ACTION_LABELS } from '@kisan-credit/shared-api/contract/messages/workflow';
import { FARMER_DOCUMENT_SLOTS } from '@kisan-credit/shared-api/contract/options';
import { describeViolations, seriousViolations, type Violation } from './support/accessibility';
import { weakFocusIndicators } from './support/focusIndicators';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { portraitPng } from './support/farmerDocuments';
import { startPortal, type Portal } from './support/portal';
import { DEMO_BANKER, DEMO_LAWYER } from './support/signIn';

// docs/requirements.md#r10-accessibility: axe-core on every screen of every role, in English and in Hindi: no serious or critical
// violation. Each test gathers the violations of its screens and prints them all when it fails.

jest.setTimeout(180_000);

let portal: Portal;
let browser: Browser;
let api: PortalApi;

interface Session {
  token: string;
  role: 'user' | 'lawyer' | 'banker';
  phone: string;
}
const sessions = {} as Record<'banker' | 'lawyer' | 'farmerEn' | 'farmerHi', Session>;
/** Submitted, waiting at the bank (the banker may send it for legal review). */
let atBankUserId: string;
/** Sent for legal review (the lawyer's screens). */
let inLegalReviewUserId: string;

async function submitApplication(phone: string, applicantName: string): Promise<string> {
  const token = await api.signIn(phone);
  const submitted = await api.call('POST', '/loan/application', token, {
    ...exampleCompleteApplication(),
    applicantName,
  });
  expect(submitted.status).toBe(201);
  return String((submitted.body.data as { userId: string }).userId);
}

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ OTP_SENDS_PER_IP_PER_HOUR: '100' }), launchChromium()]);
  api = portalApi(portal);
  const session = async (phone: string, role: Session['role']): Promise<Session> => ({
    token: await api.signIn(phone),
    role,
    phone,
  });
  sessions.banker = await session(DEMO_BANKER, 'banker');
  sessions.lawyer = await session(DEMO_LAWYER, 'lawyer');
  sessions.farmerEn = await session('9830000001', 'user');
  sessions.farmerHi = await session('9830000002', 'user');
  atBankUserId = await submitApplication('9830000011', 'Kavita Sharma');
  inLegalReviewUserId = await submitApplication('9830000012', 'Anil Verma');
  const sent = await api.assignDemoLawyer(sessions.banker.token, inLegalReviewUserId);
  expect(sent.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true };
const PUBLIC_PATHS = ['/', '/login', '/about', '/contact', '/form'];

async function newPage(options: BrowserContextOptions, session?: Session): Promise<Page> {
  // The portal's CSP (script-src 'self') would refuse axe-core's injected source; the test's browser lets it in.
  const context = await browser.newContext({ ...options, bypassCSP: true });
  if (session) {
    await context.addInitScript(({ token, role, phone }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userRole', role);
      localStorage.setItem('userPhone', phone);
    }, session);
  }
  return context.newPage();
}

describe.each<Language>(['en', 'hi'])('accessibility (%s)', (language) => {
  const t = (message: Message) => translate(message, language);
  let page: Page;
  let violations: Violation[];

  beforeEach(() => {
    violations = [];
  });
  afterEach(async () => {
    await page?.context().close();
  });

  /** axe-core's serious and critical violations, then a pass with the Tab key for focus rings axe cannot see. */
  const check = async (screen: string) => {
    violations.push(...(await seriousViolations(page, `[${language}] ${screen}`)));
    violations.push(...(await weakFocusIndicators(page, `[${language}] ${screen}`)));
  };
  const expectNoViolations = () => expect(describeViolations(violations)).toBe('');

  /** Chooses this run's language in the first visible language switch (one switch for the whole portal). */
  async function chooseLanguage() {
    await page
      .getByRole('combobox', { name: translate(COMMON_MESSAGES.language, 'en'), exact: true })
      .or(page.getByRole('combobox', { name: translate(COMMON_MESSAGES.language, 'hi'), exact: true }))
      .first()
      .selectOption(language);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  }

  /** Opens a public page and waits for its title and for what it loads. */
  async function openPublicPage(path: string) {
    await page.goto(`${portal.url}${path}`);
    await page.locator('main').locator('h1, h2').first().waitFor();
    await page.waitForLoadState('networkidle');
  }

  /** Opens the phone's menu, named in the language the page shows. */
  const openMenu = async (shown: Language = language) => {
    await page.getByRole('button', { name: translate(message('navigation:openMenu'), shown) }).click();
    await page.getByRole('button', { name: translate(message('navigation:closeMenu'), shown) }).waitFor();
  };

  test('public pages on a wide screen', async () => {
    page = await newPage(DESKTOP);
    for (const path of PUBLIC_PATHS) {
      await openPublicPage(path);
      if (path === '/') await chooseLanguage();
      await check(`desktop ${path}`);
    }
    expectNoViolations();
  });

  test('public pages on a phone, with the menu open', async () => {
    page = await newPage(PHONE);
    for (const path of PUBLIC_PATHS) {
      await openPublicPage(path);
      if (path === '/') {
        await openMenu('en');
        await chooseLanguage();
        await page.goto(`${portal.url}${path}`);
      }
      await openMenu();
      await check(`phone ${path} (menu open)`);
    }
    expectNoViolations();
  });

  test('the farmer’s wizard: each step, a document preview, and a step with errors', async () => {
    page = await newPage(DESKTOP, language === 'en' ? sessions.farmerEn : sessions.farmerHi);
    await page.goto(`${portal.url}/kcc-form`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await chooseLanguage();
    const stepHeading = (step: number) =>
      page.getByRole('heading', { level: 2, name: t(WIZARD_STEPS[step - 1]!.title), exact: true });
    const steps = page.getByRole('navigation', { name: t(WIZARD_MESSAGES.stepsNavigation) });
    for (const { step } of WIZARD_STEPS) {
      if (step > 1)
        await steps
          .getByRole('button')
          .nth(step - 1)
          .click();
      await stepHeading(step).waitFor();
      await page.getByText(t(KCC_FORM_PAGE_MESSAGES.loadingApplication)).waitFor({ state: 'detached' });
      await check(`wizard step ${step}`);
    }

    // Step 1 with the photograph uploaded and its preview open.
    await steps.getByRole('button').first().click();
    await stepHeading(1).waitFor();
    const photoTitle = t(FARMER_DOCUMENT_SLOTS.find((slot) => slot.value === 'applicantPhoto')!.label);
    const card = page.getByRole('region', { name: photoTitle, exact: true });
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: portraitPng() });
    await card.getByRole('button', { name: `${t(APPLICATION_MESSAGES.upload)} ${photoTitle}` }).click();
    const previewButton = card.getByRole('button', { name: `${t(APPLICATION_MESSAGES.preview)} ${photoTitle}` });
    await previewButton.click();
    const preview = page.getByRole('dialog', { name: 'photo.png' });
    await preview.getByRole('img', { name: 'photo.png' }).evaluate((image: HTMLImageElement) => image.decode());
    await check('wizard document preview dialog');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    expect(await previewButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Step 2 continued with its required fields empty: the notice and the marked fields.
    await steps.getByRole('button').nth(1).click();
    await stepHeading(2).waitFor();
    await page.getByRole('button', { name: t(APPLICATION_MESSAGES.continue), exact: true }).click();
    await page.getByText(t(WIZARD_MESSAGES.fixMarkedFields)).waitFor();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await check('wizard step 2 with errors');
    expectNoViolations();
  });

  test('the lawyer’s dashboard, land details with the review dialog, and the read-only application', async () => {
    page = await newPage(DESKTOP, sessions.lawyer);
    await page.goto(`${portal.url}/lawyer-dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await chooseLanguage();
    await page.getByRole('heading', { level: 1, name: t(DASHBOARD_MESSAGES.lawyerDashboardTitle) }).waitFor();
    await page.getByRole('row', { name: 'Anil Verma', exact: true }).waitFor();
    await check('lawyer dashboard');

    await page.goto(`${portal.url}/land-details/${inLegalReviewUserId}`);
    await page.getByRole('heading', { level: 1, name: t(LAND_DETAILS_MESSAGES.title) }).waitFor();
    await page.getByText('Anil Verma').first().waitFor();
    await check('land details');
    const completeReview = page.getByRole('button', { name: t(WORKFLOW_ACTION_LABELS.completeLegalReview) });
    await completeReview.click();
    await page.getByRole('dialog', { name: t(WORKFLOW_ACTION_LABELS.completeLegalReview) }).waitFor();
    await check('land details, complete legal review dialog');
    await page.keyboard.press('Escape');
    expect(await completeReview.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.goto(`${portal.url}/lawyer-dashboard/application/${inLegalReviewUserId}`);
    await page.getByRole('heading', { level: 1, name: t(LAWYER_MESSAGES.applicationDetails) }).waitFor();
    await page.getByText('Anil Verma').first().waitFor();
    await check('read-only application');
    expectNoViolations();
  });

  test('the banker’s dashboard, bank details, and the application preview with a workflow dialog', async () => {
    page = await newPage(DESKTOP, sessions.banker);
    await page.goto(`${portal.url}/banker-dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await chooseLanguage();
    await page.getByRole('heading', { level: 1, name: t(DASHBOARD_MESSAGES.bankerDashboardTitle) }).waitFor();
    await page.getByRole('row', { name: 'Kavita Sharma', exact: true }).waitFor();
    await check('banker dashboard');

    await page.goto(`${portal.url}/bank-details/${atBankUserId}`);
    await page.getByRole('heading', { level: 1, name: t(BANK_DETAILS_MESSAGES.title) }).waitFor();
    await page.waitForLoadState('networkidle');
    await check('bank details');

    await page.goto(`${portal.url}/application-preview/${atBankUserId}`);
    await page.getByRole('heading', { level: 2, name: 'Kavita Sharma' }).waitFor();
    await check('application preview');
    const sendForReview = page.getByRole('button', { name: t(WORKFLOW_ACTION_LABELS.assignLawyer) });
    await sendForReview.click();
    await page.getByRole('dialog', { name: t(WORKFLOW_ACTION_LABELS.assignLawyer) }).waitFor();
    await page.getByRole('dialog').getByRole('combobox').waitFor();
    await check('application preview, workflow confirmation dialog');
    await page.keyboard.press('Escape');
    expect(await sendForReview.evaluate((button) => button === document.activeElement)).toBe(true);
    expectNoViolations();
  });
});
