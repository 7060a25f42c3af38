import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-api/client/session';
import { createAppStore } from 'shared-api/client/store';
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
