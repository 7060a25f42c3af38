import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLanguage, setLanguage } from '../i18n/language';
import { ThemeRoot } from './ThemeRoot';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(() => act(() => setLanguage('en')));

test('a labelled group of two buttons: the current language is pressed, a click switches and is remembered', async () => {
  const user = userEvent.setup();
  render(
    <ThemeRoot>
      <LanguageSwitch />
    </ThemeRoot>,
  );
  const group = screen.getByRole('group', { name: 'Language' });
  expect(within(group).getByRole('button', { name: 'English', pressed: true })).toHaveAttribute('lang', 'en');
  const hindi = within(group).getByRole('button', { name: 'हिन्दी', pressed: false });
  expect(hindi).toHaveAttribute('lang', 'hi');

  await user.click(hindi);

  expect(currentLanguage()).toBe('hi');
  expect(localStorage.getItem('language')).toBe('hi');
  expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'हिन्दी', pressed: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'English', pressed: false })).toBeInTheDocument();
});
