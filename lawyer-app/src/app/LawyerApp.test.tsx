import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import { setLanguage } from '@kisan-credit/shared-ui/i18n/language';
import { LawyerApp } from './LawyerApp';

function renderLawyerApp(path: string) {
  localStorage.clear();
  history.pushState(null, '', path);
  const store = createAppStore({ apiBaseUrl: 'http://127.0.0.1:9/api' });
  store.dispatch(signedIn({ token: 'staff-token', role: 'lawyer', phone: '9876543210' }));
  render(<LawyerApp store={store} />);
  return store;
}

describe('lawyer app', () => {
  it.each([
    ['/land-details/u-17', 'Land Verification & Documentation'],
    ['/lawyer-dashboard/application/u-17', 'Application Details'],
  ])('%s shows "%s" and a Logout button', async (path, title) => {
    renderLawyerApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('/lawyer-dashboard shows "Lawyer Dashboard", with Logout in the menu on a small screen', async () => {
    renderLawyerApp('/lawyer-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('language', () => {
  afterEach(() => act(() => void setLanguage('en')));

  it('the switch beside Logout in the dashboard menu shows the dashboard in Hindi, remembered, menu still open', async () => {
    const user = userEvent.setup();
    renderLawyerApp('/lawyer-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Lawyer Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');

    expect(screen.getByRole('heading', { level: 1, name: 'वकील डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('the switch in the header of /land-details/u-17 shows the page in Hindi and back', async () => {
    const user = userEvent.setup();
    renderLawyerApp('/land-details/u-17');
    await screen.findByRole('heading', { level: 1, name: 'Land Verification & Documentation' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(screen.getByRole('heading', { level: 1, name: 'भूमि सत्यापन और दस्तावेज़ीकरण' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'English');
    expect(screen.getByRole('heading', { level: 1, name: 'Land Verification & Documentation' })).toBeInTheDocument();
  });
});
