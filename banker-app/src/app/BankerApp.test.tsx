import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import { setLanguage } from '@kisan-credit/shared-ui/i18n/language';
import { BankerApp } from './BankerApp';

function renderBankerApp(path: string) {
  localStorage.clear();
  history.pushState(null, '', path);
  const store = createAppStore({ apiBaseUrl: 'http://127.0.0.1:9/api' });
  store.dispatch(signedIn({ token: 'staff-token', role: 'banker', phone: '9876543210' }));
  render(<BankerApp store={store} />);
  return store;
}

describe('banker app', () => {
  it.each([
    ['/bank-details/u-17', 'Bank Details Management'],
    ['/application-preview/u-17', 'Application Preview'],
  ])('%s shows "%s" and a Logout button', async (path, title) => {
    renderBankerApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('/banker-dashboard shows "Banker Dashboard", with Logout in the menu on a small screen', async () => {
    renderBankerApp('/banker-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Banker Dashboard' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('language', () => {
  afterEach(() => act(() => void setLanguage('en')));

  it('the switch beside Logout in the dashboard menu shows the dashboard in Hindi, remembered, menu still open', async () => {
    const user = userEvent.setup();
    renderBankerApp('/banker-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Banker Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');

    expect(screen.getByRole('heading', { level: 1, name: 'बैंकर डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('the switch in the header of /bank-details/u-17 shows the page in Hindi and back', async () => {
    const user = userEvent.setup();
    renderBankerApp('/bank-details/u-17');
    await screen.findByRole('heading', { level: 1, name: 'Bank Details Management' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(screen.getByRole('heading', { level: 1, name: 'बैंक विवरण प्रबंधन' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'English');
    expect(screen.getByRole('heading', { level: 1, name: 'Bank Details Management' })).toBeInTheDocument();
  });
});
