import type { AppStore } from 'shared-api/client/sessionStore';
import { fetchRemoteLocations } from './remoteLocations';
import { roleAppForPath } from './roleApps';
import { reportRoleAppFailure } from './roleAppStatus';
import type { StartRoleAppsOptions } from './startRoleApps';

/**
 * Role apps exist only for a signed-in user, so single-spa and the root config are downloaded the first
 * time a session exists (at start after a reload, or at sign-in), not by every visitor of the landing page.
 */
export function startRoleAppsWhenSignedIn(store: AppStore, options: StartRoleAppsOptions = {}): void {
  let loading = false;
  const startIfSignedIn = () => {
    if (loading || store.getState().session.authToken === null) return;
    loading = true;
    unsubscribe();
    // On a role app's page remotes.json is asked for now, beside the root config's download, not after it.
    const onRolePage = roleAppForPath(globalThis.location.pathname) !== null;
    const remoteLocations = onRolePage ? fetchRemoteLocations(options.remotesUrl) : undefined;
    remoteLocations?.catch(() => undefined); // Reported, and retried, when the role app is loaded.
    import('./startRoleApps')
      .then(({ startRoleApps }) => startRoleApps(store, { ...options, remoteLocations }))
      .catch((error: unknown) => {
        console.error(error);
        reportRoleAppFailure('*');
      });
  };
  const unsubscribe = store.subscribe(startIfSignedIn);
  startIfSignedIn();
}
