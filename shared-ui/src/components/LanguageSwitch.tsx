import styled from 'styled-components';
import { LANGUAGES, translate, type Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from '@kisan-credit/shared-api/contract/messages/common';
import { useChooseLanguage } from '../i18n/accountLanguage';
import { useLanguage } from '../i18n/useLanguage';

// Each language is named in itself, so a reader finds theirs whichever language the page shows.
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
  ta: 'தமிழ்',
  gu: 'ગુજરાતી',
  pa: 'ਪੰਜਾਬੀ',
  bn: 'বাংলা',
  or: 'ଓଡ଼ିଆ',
};

/** 'onBrand' sits on the brand-coloured navigation bar; 'onSurface' on a page or sidebar. */
export type LanguageSwitchTone = 'onBrand' | 'onSurface';

// A native select: ten names fit a 360 px phone, and Android shows its own large, scrollable picker.
const Choice = styled.select<{ $tone: LanguageSwitchTone }>`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme, $tone }) => ($tone === 'onBrand' ? theme.colors.onBrand : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'onBrand' ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'onBrand' ? theme.colors.onBrand : theme.colors.brand)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

/**
 * The reader's language, among the ten the product ships: switches every screen at once and is remembered on
 * this device and, for a signed-in person, with their account. `onChoose` runs after a choice (a menu closes
 * itself with it).
 */
export function LanguageSwitch({
  tone = 'onSurface',
  className,
  onChoose,
}: {
  tone?: LanguageSwitchTone;
  className?: string;
  onChoose?: (language: Language) => void;
}) {
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <Choice
      $tone={tone}
      className={className}
      data-print="hide"
      aria-label={translate(COMMON_MESSAGES.language, language)}
      value={language}
      onChange={(event) => {
        const choice = event.target.value as Language;
        choose(choice);
        onChoose?.(choice);
      }}
    >
      {LANGUAGES.map((choice) => (
        <option key={choice} value={choice} lang={choice}>
          {LANGUAGE_NAMES[choice]}
        </option>
      ))}
    </Choice>
  );
}
