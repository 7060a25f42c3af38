import { isLanguage, SOURCE_LANGUAGE, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';

/**
 * The language the page is shown in: the language switch keeps `<html lang>` in step with the chosen
 * language, which this framework-free client can read without depending on the UI packages.
 */
export function pageLanguage(): Language {
  const language = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(language) ? language : SOURCE_LANGUAGE;
}
