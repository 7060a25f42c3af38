import { useSyncExternalStore } from 'react';
import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { currentLanguage, onLanguageChange } from './language';

/**
 * The current language; the calling component re-renders (it is not remounted) when it changes. A root
 * component calling it re-renders its whole tree, so every text() below it reads the new language.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}
