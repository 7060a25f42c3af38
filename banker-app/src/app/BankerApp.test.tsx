import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-api/client/session';
import { createAppStore } from 'shared-api/client/store';
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
