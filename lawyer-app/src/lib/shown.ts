import { shown as shownIn } from '@kisan-credit/shared-ui/components/CreditFileSections';
import { currentLanguage } from '@kisan-credit/shared-ui/i18n/language';

/** A value as the read-only sections show it: 'N/A' when empty (the shared rule, in the language shown). */
export function shown(value: unknown): string {
  return shownIn(value, currentLanguage());
}
