import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageNavigation } from 'shared-api/client/logout';
import { signedIn } from 'shared-api/client/session';
import { createAppStore } from 'shared-api/client/store';
import { startScriptedApiServer, type ScriptedApiServer } from 'shared-api/client/testing/scriptedApiServer';
import { LawyerApp } from './LawyerApp';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

function renderLawyerApp(path: string) {
  localStorage.clear();
  history.pushState(null, '', path);
  const store = createAppStore({ apiBaseUrl: server.apiBaseUrl });
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

  it('Logout ends the session on the server and here, then reloads the portal at /', async () => {
    const user = userEvent.setup();
    const reload = jest.spyOn(pageNavigation, 'reloadAt').mockImplementation(() => undefined);
    server.answer('POST /api/auth/logout', { body: { success: true } });
    const store = renderLawyerApp('/lawyer-dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(server.requestsTo('POST /api/auth/logout')[0]?.headers.authorization).toBe('Bearer staff-token');
    expect(store.getState().session.authToken).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
