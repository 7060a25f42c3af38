import type { AppStore } from '@kisan-credit/shared-api/client/sessionStore';
import { fetchRoleAppReleases } from './remoteLocations';
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
    // The live manifest is asked for now, beside the root config's download, not after it.
    const releases = fetchRoleAppReleases(options.remotesUrl);
    releases.catch(() => undefined); // Reported, and asked again, by the root config.
    import('./startRoleApps')
      .then(({ startRoleApps }) => startRoleApps(store, { ...options, releases }))
      .catch((error: unknown) => {
        console.error(error);
        reportRoleAppFailure('*');
      });
  };
  const unsubscribe = store.subscribe(startIfSignedIn);
  startIfSignedIn();
}
