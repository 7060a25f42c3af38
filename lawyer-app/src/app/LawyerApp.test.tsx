import { render, screen } from '@testing-library/react';
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
    ['/lawyer-dashboard', 'Lawyer Dashboard'],
    ['/land-details/u-17', 'Land Verification & Documentation'],
  ])('%s shows "%s" and a Logout button', async (path, title) => {
    renderLawyerApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
