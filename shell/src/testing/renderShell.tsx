import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createSessionStore } from '@kisan-credit/shared-api/client/sessionStore';
import { ThemeRoot } from '@kisan-credit/shared-ui/components/ThemeRoot';
import { AppRoutes } from '../app/AppRoutes';

export interface ShellRenderOptions {
  path?: string;
  /** Signed in with this role (and a token) before rendering. */
  role?: string;
  /** Absolute API base, e.g. a scripted test server's. */
  apiBaseUrl?: string;
  /** What to render instead of the whole route table. */
  ui?: ReactElement;
}

/** Shows where the router is, so tests can assert redirects. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

/** The shell's routes (or one component) with a fresh store and an in-memory router. */
export function renderShell({ path = '/', role, apiBaseUrl = 'http://127.0.0.1:9/api', ui }: ShellRenderOptions = {}) {
  localStorage.clear();
  const store = createSessionStore({ apiBaseUrl });
  if (role !== undefined) store.dispatch(signedIn({ token: `token-for-${role}`, role, phone: '9876543210' }));
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          {ui ?? <AppRoutes />}
          <CurrentPath />
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { store, ...view };
}
