import styled from 'styled-components';
import { translate, type Language } from 'shared-api/contract/messages/catalogue';
import { COMMON_MESSAGES } from 'shared-api/contract/messages/common';
import { setLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';

// Each language is named in itself, so a reader finds theirs whichever language the page shows.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** 'onBrand' sits on the brand-coloured navigation bar; 'onSurface' on a page or sidebar. */
export type LanguageSwitchTone = 'onBrand' | 'onSurface';

const Group = styled.div<{ $tone: LanguageSwitchTone }>`
  display: inline-flex;
  border: 2px solid ${({ theme, $tone }) => ($tone === 'onBrand' ? theme.colors.onBrand : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Choice = styled.button<{ $tone: LanguageSwitchTone }>`
  flex: 1;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'onBrand' ? theme.colors.onBrand : theme.colors.brand)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme, $tone }) => ($tone === 'onBrand' ? theme.colors.onBrand : theme.colors.brand)};
    color: ${({ theme, $tone }) => ($tone === 'onBrand' ? theme.colors.brand : theme.colors.onBrand)};
  }

  /* The group's rounded clip would cut off a ring drawn outside, so it is drawn inside in the text's colour,
     which stands out on either button's background (pressed or not, on a bar or a page). */
  &&:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: -6px;
  }
`;

/**
 * English / हिन्दी: switches every screen at once and is remembered on this device. `onChoose` runs after a
 * choice (a menu closes itself with it).
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
  return (
    <Group $tone={tone} role="group" aria-label={translate(COMMON_MESSAGES.language, language)} className={className}>
      {(Object.keys(LANGUAGE_NAMES) as Language[]).map((choice) => (
        <Choice
          $tone={tone}
          key={choice}
          type="button"
          lang={choice}
          aria-pressed={choice === language}
          onClick={() => {
            setLanguage(choice);
            onChoose?.(choice);
          }}
        >
          {LANGUAGE_NAMES[choice]}
        </Choice>
      ))}
    </Group>
  );
}
