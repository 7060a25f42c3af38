import type { Language } from 'shared-api/contract/messages/catalogue';

/**
 * The language the page is shown in: the language switch keeps `<html lang>` in step with the chosen
 * language, which this framework-free client can read without depending on the UI packages.
 */
export function pageLanguage(): Language {
  return typeof document !== 'undefined' && document.documentElement.lang === 'hi' ? 'hi' : 'en';
}
