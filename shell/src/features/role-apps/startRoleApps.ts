import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import {
  addErrorHandler,
  getMountedApps,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import type { RoleAppCustomProps } from 'shared-api/client/roleApp';
import { connectApi } from 'shared-api/client/connectApi';
import type { AppStore } from 'shared-api/client/sessionStore';
import { nextTask } from '../../lib/nextTask';
import { fetchRemoteLocations, type RemoteLocations } from './remoteLocations';
import { reportMountedRoleApps, reportRoleAppFailure } from './roleAppStatus';
import { mayOpenRolePath, ROLE_APP_NAMES, roleAppForPath, type RoleAppName } from './roleApps';
import { roleAppContainer, roleAppOutletDrawn } from './RoleAppOutlet';
import { sharedWithRemotes } from './sharedWithRemotes';

export interface StartRoleAppsOptions {
  /** Defaults to <origin>/remotes.json. */
  remotesUrl?: string;
  /** remotes.json already asked for; a failure is asked again. */
  remoteLocations?: Promise<RemoteLocations>;
}

/**
 * The single-spa root config. Each role app is registered with an activity function on its paths AND the
 * signed-in role, so a farmer's browser never downloads banker code. Remote locations are read from
 * /remotes.json the first time any role app is needed (a visitor of the public pages never asks).
 */
export async function startRoleApps(
  store: AppStore,
  { remotesUrl, remoteLocations }: StartRoleAppsOptions = {},
): Promise<void> {
  // The role apps read and write through RTK Query's hooks on this store.
  connectApi(store);
  // Each step in a task of its own: together they were one of a slow phone's longest tasks on a role page.
  await nextTask();
  // The federation runtime starts here, with the shell's React, store and api as the remotes' shared ones,
  // and is handed to the remotes, which are built to use it rather than bring their own.
  init({
    name: 'shell',
    remotes: [],
    shared: sharedWithRemotes(),
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore()],
  });
  await nextTask();
  let remotesRegistered: Promise<void> | null = null;
  const registerRemotesOnce = () => {
    remotesRegistered ??= (remoteLocations ?? fetchRemoteLocations(remotesUrl)).then((locations) => {
      registerRemotes(Object.entries(locations).map(([name, entry]) => ({ name, entry })));
    });
    // A failed fetch is retried at the next route change instead of being remembered.
    remotesRegistered.catch(() => {
      remotesRegistered = null;
      remoteLocations = undefined;
    });
    return remotesRegistered;
  };

  const loadLifecycles = async (name: RoleAppName): Promise<LifeCycles<RoleAppCustomProps>> => {
    await registerRemotesOnce();
    const lifecycles = await loadRemote<LifeCycles<RoleAppCustomProps>>(`${name}/lifecycles`);
    if (!lifecycles) throw new Error(`Remote "${name}" exposes no ./lifecycles`);
    return lifecycles;
  };

  for (const name of ROLE_APP_NAMES) {
    registerApplication<RoleAppCustomProps>({
      name,
      app: () => loadLifecycles(name),
      activeWhen: ({ pathname }) =>
        roleAppForPath(pathname) === name && mayOpenRolePath(pathname, store.getState().session),
      customProps: () => ({ store, domElementGetter: () => roleAppContainer(name) }),
    });
  }

  addErrorHandler((error) => {
    console.error(error);
    reportRoleAppFailure(error.appOrParcelName);
  });
  // single-spa announces the end of every route change, after apps have mounted, unmounted or failed.
  globalThis.addEventListener('single-spa:routing-event', () => reportMountedRoleApps(getMountedApps()));

  // Sign-in and sign-out change which app may be active without changing the URL.
  let previous = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session.authToken !== previous.authToken || session.userRole !== previous.userRole) {
      previous = session;
      void triggerAppChange();
    }
  });

  // Until then single-spa downloads the active app but mounts nothing.
  void roleAppOutletDrawn.then(() => start({ urlRerouteOnly: true }));
}
