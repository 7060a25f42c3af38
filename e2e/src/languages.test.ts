import type { Browser, BrowserContext, Page } from 'playwright-core';
import { APPLICATION_MESSAGES, WIZARD_STEPS } from '@kisan-credit/shared-api/contract/messages/application';
import { LANGUAGES, message, translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { FIELD_LABELS } from '@kisan-credit/shared-api/contract/messages/fields';
import { KCC_FORM_PAGE_MESSAGES } from '@kisan-credit/shared-api/contract/messages/kccFormPage';
import { VALIDATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/validation';
import { portalApi, type PortalApi } from './support/api';
import { launchChromium } from './support/browser';
import { englishLeftovers, localeTexts } from './support/localeTexts';
import { startPortal, type Portal } from './support/portal';

// docs/design.md#d8-i18n: each of the ten languages on a farmer's phone, from the landing page to the wizard's
// validation messages: the reader's texts only (no key, no unfilled placeholder, no English left over), and only
// the reader's texts chunk downloaded.

let portal: Portal;
let browser: Browser;
let api: PortalApi;
let context: BrowserContext | undefined;
/** One new farmer per language (a fresh application each), signed in ahead, all at once. */
const farmerTokens = new Map<Language, { token: string; phone: string }>();

beforeAll(async () => {
  // Ten farmers sign in from this machine's address.
  [portal, browser] = await Promise.all([startPortal({ OTP_SENDS_PER_IP_PER_HOUR: '100' }), launchChromium()]);
  api = portalApi(portal);
  await Promise.all(
    LANGUAGES.map(async (language, index) => {
      const phone = `98500000${String(index).padStart(2, '0')}`;
      farmerTokens.set(language, { token: await api.signIn(phone), phone });
    }),
  );
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/** Every text's id ('common:close'): a visible 'ns:key' that is one of them is a raw key. */
const TEXT_IDS: ReadonlySet<string> = new Set(localeTexts('en').keys());
const KEY_LIKE = /\b[a-zA-Z]+:[a-zA-Z][\w.]*\b/g;
const UNFILLED_PLACEHOLDER = /\{\w+\}/;

/**
 * The texts a reader meets on the page as it is now: each visible text node (trimmed), and the names a screen
 * reader or a touch reads (aria-label, placeholder, title, alt) of visible elements.
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || parent.closest('script, style, noscript, template')) continue;
      const visible = parent instanceof HTMLOptionElement ? true : parent.checkVisibility({ visibilityProperty: true });
      if (visible) texts.push(text.replace(/\s+/g, ' '));
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value.replace(/\s+/g, ' '));
      }
    }
    return texts;
  });
}

/** What on the page as it is now is not the reader's language: raw keys, unfilled placeholders, English. */
async function untranslated(page: Page, language: Language, screen: string): Promise<string[]> {
  const leftovers = englishLeftovers(language);
  const problems = new Set<string>();
  for (const text of await visibleTexts(page)) {
    for (const [key] of text.matchAll(KEY_LIKE)) {
      if (TEXT_IDS.has(key)) problems.add(`${screen}: raw key ${key} in "${text}"`);
    }
    if (UNFILLED_PLACEHOLDER.test(text)) problems.add(`${screen}: placeholder not filled in "${text}"`);
    if (language === 'en') continue;
    const id = leftovers.exact.get(text) ?? leftovers.patterns.find(([pattern]) => pattern.test(text))?.[1];
    if (id) problems.add(`${screen}: English "${text}" (${id})`);
  }
  return [...problems];
}

/** A phone in `language` (remembered as a visitor's choice), signed in as this language's farmer if asked. */
async function phoneIn(
  language: Language,
  asFarmer = false,
): Promise<{ page: Page; textChunks: string[]; textFiles: Set<string> }> {
  context = await browser.newContext(PHONE);
  const session = asFarmer ? farmerTokens.get(language) : undefined;
  await context.addInitScript(
    ({ language, session }) => {
      localStorage.setItem('language', language);
      if (session) {
        localStorage.setItem('authToken', session.token);
        localStorage.setItem('userRole', 'user');
        localStorage.setItem('userPhone', session.phone);
      }
    },
    { language, session },
  );
  // Every texts chunk any app of the page asks for, service worker included.
  const textChunks: string[] = [];
  const textFiles = new Set<string>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const chunk = /texts-([a-z]{2})\./.exec(pathname)?.[1];
    if (chunk) textChunks.push(chunk);
    if (chunk) textFiles.add(pathname);
  });
  return { page: await context.newPage(), textChunks, textFiles };
}

describe('ten languages on a farmer’s phone', () => {
  it.each(LANGUAGES)(
    '%s: landing page, the KCC form and its validation messages in the reader’s language only',
    async (language) => {
      const t = (text: Parameters<typeof translate>[0]) => translate(text, language);
      const problems: string[] = [];

      // The landing page, as a visitor who chose the language.
      const landing = await phoneIn(language);
      let page = landing.page;
      await page.goto(`${portal.url}/`);
      await page.getByRole('heading', { level: 1, name: t(message('landing:headline')), exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.waitForLoadState('networkidle');
      problems.push(...(await untranslated(page, language, '/')));
      // The phone's menu, with the language switch in it.
      await page.getByRole('button', { name: t(message('navigation:openMenu')), exact: true }).click();
      await page.getByRole('button', { name: t(message('navigation:closeMenu')), exact: true }).waitFor();
      problems.push(...(await untranslated(page, language, '/ menu')));
      expect(landing.textChunks.length).toBeGreaterThan(0);
      expect(new Set(landing.textChunks)).toEqual(new Set([language]));
      await context?.close();

      // The KCC form, signed in as this language's farmer, who has no application yet.
      const form = await phoneIn(language, true);
      page = form.page;
      await page.goto(`${portal.url}/kcc-form`);
      await page.getByRole('heading', { level: 1, name: t(KCC_FORM_PAGE_MESSAGES.title), exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: t(WIZARD_STEPS[0].title), exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      problems.push(...(await untranslated(page, language, '/kcc-form step 1')));

      // Continue with nothing filled: step 1's documents may come later, step 2 asks for the applicant's name.
      const continueButton = page.getByRole('button', { name: t(APPLICATION_MESSAGES.continue), exact: true });
      await continueButton.click();
      await page.getByRole('heading', { level: 2, name: t(WIZARD_STEPS[1].title), exact: true }).waitFor();
      await continueButton.click();
      const nameField = page.getByRole('textbox', { name: t(FIELD_LABELS.applicantName) });
      await nameField.and(page.locator('[aria-invalid=true]')).waitFor();
      const nameError = await nameField.getAttribute('aria-describedby').then((ids) =>
        Promise.all(
          (ids ?? '')
            .split(/\s+/)
            .filter((id) => id.endsWith('-error'))
            .map((id) => page.locator(`[id="${id}"]`).textContent()),
        ),
      );
      expect(nameError).toEqual([t(VALIDATION_MESSAGES.required(FIELD_LABELS.applicantName))]);
      problems.push(...(await untranslated(page, language, '/kcc-form step 2 (errors)')));

      expect(form.textChunks.length).toBeGreaterThan(0);
      expect(new Set(form.textChunks)).toEqual(new Set([language]));
      // The farmer app was built with the shell's texts: it finds them on the page and fetches no copy.
      expect(form.textFiles.size).toBe(1);
      expect(problems).toEqual([]);
    },
  );
});
