import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { currentLanguage, setLanguage } from '../i18n/language';
import { ThemeRoot } from './ThemeRoot';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(() => act(() => void setLanguage('en')));

test('a labelled choice of the ten languages, each named in itself; a choice switches and is remembered', async () => {
  const user = userEvent.setup();
  render(
    <ThemeRoot>
      <LanguageSwitch />
    </ThemeRoot>,
  );
  const choice = screen.getByRole('combobox', { name: 'Language' });
  expect(choice).toHaveValue('en');
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.getAttribute('lang'))).toEqual([...LANGUAGES]);
  expect(screen.getByRole('option', { name: 'తెలుగు' })).toHaveAttribute('lang', 'te');

  await user.selectOptions(choice, 'मराठी');

  expect(currentLanguage()).toBe('mr');
  expect(localStorage.getItem('language')).toBe('mr');
  expect(document.documentElement.lang).toBe('mr');
  expect(screen.getByRole('combobox')).toHaveValue('mr');
});
