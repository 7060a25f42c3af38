import { DASHBOARD_MESSAGES } from '@kisan-credit/shared-api/contract/messages/dashboard';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageNavigation } from '@kisan-credit/shared-api/client/logout';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { RoleAppRoot } from '../role-app/RoleAppRoot';
import { StaffScreen } from './StaffScreen';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

test('Logout on a staff screen ends the session on the server and here, then reloads the portal at /', async () => {
  const user = userEvent.setup();
  const reload = jest.spyOn(pageNavigation, 'reloadAt').mockImplementation(() => undefined);
  server.answer('POST /api/auth/logout', { body: { success: true } });
  localStorage.clear();
  const store = createAppStore({ apiBaseUrl: server.apiBaseUrl });
  store.dispatch(signedIn({ token: 'staff-token', role: 'lawyer', phone: '9876543210' }));
  render(
    <RoleAppRoot store={store}>
      <StaffScreen title={DASHBOARD_MESSAGES.lawyerDashboardTitle} />
    </RoleAppRoot>,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Logout' }));

  await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
  expect(server.requestsTo('POST /api/auth/logout')[0]?.headers.authorization).toBe('Bearer staff-token');
  expect(store.getState().session.authToken).toBeNull();
  expect(localStorage.getItem('authToken')).toBeNull();
});
