import { useEffect } from 'react';
import { secondLanguageOf } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { loadOptionNamesOf } from './language';
import { useLanguage } from './useLanguage';

/**
 * For a screen whose crop lists name each crop in a second language too ('Wheat (गेहूँ)'): fetches that
 * language's option names (a few kB), and the screen re-renders when they arrive.
 */
export function useSecondLanguageNames(): void {
  const language = useLanguage();
  useEffect(() => {
    loadOptionNamesOf(secondLanguageOf(language)).catch((error: unknown) =>
      console.warn('The crop names in a second language could not be loaded', error),
    );
  }, [language]);
}
