import i18next from 'i18next';
import type { Language } from 'shared-api/contract/messages/catalogue';

/** Where the visitor's choice is remembered across reloads. */
export const LANGUAGE_STORAGE_KEY = 'language';

const LANGUAGES: readonly Language[] = ['en', 'hi'];

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function rememberedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // Storage refused (private mode, blocked cookies): the choice lasts for this page only.
  }
}

function browserPrefersHindi(): boolean {
  return typeof navigator !== 'undefined' && navigator.languages?.[0]?.toLowerCase().startsWith('hi') === true;
}

// Every app bundles its own copy of this module, but i18next is a shared singleton: the first copy to run
// initialises the one instance and the others find it ready. The texts stay in the contract's catalogue, so
// i18next holds only the current language; empty resources keep init and changeLanguage synchronous.
if (!i18next.isInitialized) {
  void i18next.init({
    lng: rememberedLanguage() ?? (browserPrefersHindi() ? 'hi' : 'en'),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: { en: {}, hi: {} },
    initAsync: false,
  });
  // The shell's build also renders the public pages in Node, where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}

/** The language every screen shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

/** Shows every screen in `language`, remembers the choice and tells assistive technology (html lang). */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the switch still applies to this page.
  }
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

/** Calls `listener` after every language switch; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}
