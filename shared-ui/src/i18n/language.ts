import { isLanguage, SOURCE_LANGUAGE, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import {
  addTexts,
  hasTexts,
  onTextsChange,
  showLanguage,
  shownLanguage,
} from '@kisan-credit/shared-api/contract/messages/textStore';
import { loadOptionNames, loadTextBundle } from './textBundles';

/** Where the visitor's choice is remembered across reloads. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language the person chose on this device, if they ever did (not one shown for them, e.g. their account's). */
export function chosenLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // Storage refused (private mode, blocked cookies): the choice lasts for this page only.
  }
}

/** The first of the browser's languages the product ships ('mr-IN' → Marathi), else English. */
function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return SOURCE_LANGUAGE;
}

// Every app bundles its own copy of this module, but the text store is a shared singleton: the first copy to
// run sets the page's language and the others find it set. Texts arrive per language (loadTexts), so a page
// downloads only its reader's language.
if (shownLanguage() === undefined) {
  showLanguage(chosenLanguage() ?? browserLanguage());
  // The shell's build also renders the public pages in Node, where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}

/** The language every screen shows now. */
export function currentLanguage(): Language {
  const language = shownLanguage();
  return isLanguage(language) ? language : SOURCE_LANGUAGE;
}

const loaded = new Set<Language>();

/** A hash of the texts this app was built with (tools/webpack/textsVersion.cjs); none in tests and Node. */
declare const TEXTS_VERSION: string | undefined;
const thisBuildsTexts = typeof TEXTS_VERSION === 'string' ? TEXTS_VERSION : undefined;

/** Which builds' texts of each language the page holds, shared by every app's copy of this module. */
const textsOnPage: Map<Language, Set<string>> = ((
  globalThis as { kisanCreditTexts?: Map<Language, Set<string>> }
).kisanCreditTexts ??= new Map());

/**
 * This app's texts in `language`, added to the shared instance. Each app adds its own (a role app released
 * after the shell may know texts the shell does not), unless an app built with the same texts added them.
 */
export async function loadTexts(language: Language = currentLanguage()): Promise<void> {
  if (loaded.has(language)) return;
  // Another app built with the same texts (the shell, usually) has added them already: nothing to download.
  if (!(thisBuildsTexts && textsOnPage.get(language)?.has(thisBuildsTexts))) {
    const bundle = await loadTextBundle(language);
    for (const [namespace, texts] of Object.entries(bundle)) addTexts(language, namespace, texts);
    if (thisBuildsTexts) textsOnPage.set(language, (textsOnPage.get(language) ?? new Set()).add(thisBuildsTexts));
  }
  loaded.add(language);
}

/** The option names of `language` alone (the second name of a crop list), unless its texts are all here. */
export async function loadOptionNamesOf(language: Language): Promise<void> {
  if (loaded.has(language) || hasTexts(language, 'options')) return;
  addTexts(language, 'options', await loadOptionNames(language));
}

/**
 * Shows every screen in `language`, remembers the choice and sets `<html lang>`: at once when its texts are
 * here, else once they have arrived (the promise settles then). `remember: false` shows a language nobody
 * chose on this device (the account's, accountLanguage.ts), so the device still holds no choice of its own.
 */
export function setLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  try {
    if (remember) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the switch still applies to this page.
  }
  const show = () => {
    document.documentElement.lang = language;
    showLanguage(language);
  };
  if (loaded.has(language)) {
    show();
    return Promise.resolve();
  }
  return loadTexts(language).then(show);
}

/** Calls `listener` after every language switch and whenever texts arrive; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  return onTextsChange(() => listener());
}

// A switch made in another app (the shell's language menu) brings this app's own texts of that language too.
onTextsChange((change) => {
  if (change === 'language') void loadTexts(currentLanguage());
});
