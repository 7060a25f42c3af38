import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import { SHELL_CONTRACT_VERSION } from '@kisan-credit/shared-api/contract/roleAppManifest';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { App } from '../../app/App';
import { reportUncaughtErrors } from '../error-reports';
import { startRoleAppsWhenSignedIn } from './startRoleAppsWhenSignedIn';

// The federation runtime only exists inside a webpack build; here its loadRemote answers scripted remotes.
// single-spa, the shell's router and the manifest's reading are the real ones.
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

function remoteDrawing(heading: string) {
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElementGetter: () => HTMLElement }) => {
      props.domElementGetter().innerHTML = `<h1>${heading}</h1>`;
    },
    unmount: async (props: { domElementGetter: () => HTMLElement }) => {
      props.domElementGetter().innerHTML = '';
    },
  };
}

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterAll(() => server.close());

const navigate = (path: string) =>
  act(() => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });

const [major] = SHELL_CONTRACT_VERSION.split('.').map(Number) as [number];
const release = (entry: string, roles: string[], paths: string[], shellContract?: string) => ({
  current: { version: '1.0.0-test', entry, roles, paths, ...(shellContract ? { shellContract } : {}) },
  previous: null,
});

it('learns the role apps from the live manifest: a fourth app, a refused release, a failed one retried', async () => {
  const origin = server.apiBaseUrl.replace(/\/api$/, '');
  server.answer('GET /remotes.json', {
    body: {
      apps: {
        // The shell's contract moved on since this release (N-1 of a major): refused before any download.
        farmer: release(
          '/releases/farmer/remoteEntry.js',
          ['user'],
          ['/kcc-form'],
          `^${major - 1 < 0 ? '0.0' : `${major - 1}.0`}`,
        ),
        lawyer: release('/releases/lawyer/remoteEntry.js', ['lawyer'], ['/lawyer-dashboard', '/land-details/']),
        banker: release('/releases/banker/remoteEntry.js', ['banker'], ['/banker-dashboard'], `^${major}.0`),
        // An app this shell was never built with, on a path of its own, for bankers.
        reports: release('/releases/reports/remoteEntry.js', ['banker'], ['/banker-reports'], `^${major}.0`),
      },
    },
  });
  server.answer('POST /api/client-errors', { status: 204 });
  let reportsFailsToLoad = true;
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    const name = id.split('/')[0]!;
    if (name === 'reports' && reportsFailsToLoad)
      throw new Error('Loading script failed: /releases/reports/remoteEntry.js 404');
    return remoteDrawing(`${name} app mounted`) as never;
  });
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  reportUncaughtErrors({ origin });
  const store = createAppStore({ apiBaseUrl: server.apiBaseUrl });
  render(<App store={store} />);
  startRoleAppsWhenSignedIn(store, { remotesUrl: `${origin}/remotes.json` });

  // A banker opens the fourth app's path: nothing in the shell names it, the manifest does.
  act(() => {
    store.dispatch(signedIn({ token: 't', role: 'banker', phone: '9000000001' }));
  });
  await navigate('/banker-reports');
  // Its entry answers 404: the spec's error dialog, with a Retry.
  const dialog = await screen.findByRole('alertdialog', { name: /Oops!/ });
  expect(dialog).toHaveTextContent('This part of the portal could not be loaded.');
  expect(location.pathname).toBe('/banker-reports');

  // The files are back; Retry, pressed at once, loads it without a reload.
  reportsFailsToLoad = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'reports app mounted' }, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith(
    expect.arrayContaining([{ name: 'reports', entry: `${origin}/releases/reports/remoteEntry.js` }]),
  );
  await waitFor(() =>
    expect(server.requestsTo('POST /api/client-errors').map((request) => request.json())).toContainEqual(
      expect.objectContaining({ app: 'reports', kind: 'roleAppLoadFailed', path: '/banker-reports' }),
    ),
  );

  // The banker's own dashboard still comes from the banker app; the farmer's path is not theirs.
  await navigate('/banker-dashboard');
  expect(await screen.findByRole('heading', { name: 'banker app mounted' })).toBeInTheDocument();

  // A farmer meets the refused release: a clear notice, a logged and reported error, nothing downloaded.
  act(() => {
    store.dispatch(signedIn({ token: 'f', role: 'user', phone: '9876543210' }));
  });
  await navigate('/kcc-form');
  expect(
    await screen.findByText(/This part of the portal is being updated and cannot open right now/),
  ).toBeInTheDocument();
  expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain('farmer/lifecycles');
  expect(consoleError).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringContaining('works with shell contract') }),
  );
  await waitFor(() =>
    expect(server.requestsTo('POST /api/client-errors').map((request) => request.json())).toContainEqual(
      expect.objectContaining({ app: 'farmer', kind: 'roleAppIncompatible', release: '1.0.0-test' }),
    ),
  );
  consoleError.mockRestore();
}, 20_000);
