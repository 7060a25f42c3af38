import { render, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act } from 'react';
import type * as SingleSpa from 'single-spa';
import { signedIn, signedOut } from '@kisan-credit/shared-api/client/session';
import type { RoleAppCustomProps } from '@kisan-credit/shared-api/client/roleApp';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { App } from '../../app/App';
import { startRoleAppsWhenSignedIn } from './startRoleAppsWhenSignedIn';

// The federation runtime only exists inside a webpack build; here it is replaced by remotes whose
// lifecycles write into the element single-spa gives them. single-spa itself is the real one.
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

type MountProps = RoleAppCustomProps & { name: string };

const mounted: MountProps[] = [];
function fakeRemote(name: string) {
  return {
    bootstrap: async () => undefined,
    mount: async (props: MountProps) => {
      mounted.push(props);
      props.domElementGetter().innerHTML = `<h1>${name} app mounted</h1>`;
    },
    unmount: async (props: MountProps) => {
      props.domElementGetter().innerHTML = '';
    },
  };
}

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakeRemote(id.split('/')[0]!) as never);
});
afterAll(() => server.close());

/** A navigation as a router makes it: a history entry, and the event every router listens to. */
const navigate = (path: string) =>
  act(() => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });

it("mounts only the signed-in role's app, on its paths, from the locations in remotes.json", async () => {
  server.answer('GET /remotes.json', {
    body: {
      farmer: '/remotes/farmer/remoteEntry.js',
      lawyer: 'https://lawyer.cdn.example/remoteEntry.js',
      banker: '/remotes/banker/remoteEntry.js',
    },
  });
  const remotesUrl = server.apiBaseUrl.replace(/\/api$/, '/remotes.json');
  const store = createAppStore({ apiBaseUrl: server.apiBaseUrl });
  render(<App store={store} />);
  startRoleAppsWhenSignedIn(store, { remotesUrl });

  // Public pages never load single-spa or ask for remotes.json.
  await navigate('/about');
  expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  expect(server.requestsTo('GET /remotes.json')).toHaveLength(0);
  expect(jest.requireActual<typeof SingleSpa>('single-spa').getAppNames()).toEqual([]);

  // A farmer signs in and opens the form: the farmer app, and only it, is loaded and mounted.
  act(() => {
    store.dispatch(signedIn({ token: 't', role: 'user', phone: '9876543210' }));
  });
  await navigate('/kcc-form');
  expect(await screen.findByRole('heading', { name: 'farmer app mounted' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'farmer', entry: server.apiBaseUrl.replace(/\/api$/, '/remotes/farmer/remoteEntry.js') },
    { name: 'lawyer', entry: 'https://lawyer.cdn.example/remoteEntry.js' },
    { name: 'banker', entry: server.apiBaseUrl.replace(/\/api$/, '/remotes/banker/remoteEntry.js') },
  ]);
  expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['farmer/lifecycles']);
  expect(mounted.at(-1)?.store).toBe(store);
  expect(document.querySelector('#role-app-outlet #role-app-farmer')).not.toBeNull();
  expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();

  // The farmer opening a banker path: nothing of the banker is loaded; the guard sends them home.
  await navigate('/banker-dashboard');
  await waitFor(() => expect(location.pathname).toBe('/kcc-form'));
  expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain('banker/lifecycles');

  // Signing out (no URL change) unmounts the farmer app at once.
  act(() => {
    store.dispatch(signedOut());
  });
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'farmer app mounted' })).not.toBeInTheDocument());
  await waitFor(() => expect(location.pathname).toBe('/'));
  expect(server.requestsTo('GET /remotes.json')).toHaveLength(1);
});
