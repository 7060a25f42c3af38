import { isStaffPath, personaOf } from '@kisan-credit/shared-api/contract/roles';
import { KEEP_LOADED_FILES_MESSAGE } from '@kisan-credit/shared-api/client/backgroundSync';
import type { SessionState } from '@kisan-credit/shared-api/client/session';

/**
 * Installs the offline service worker (docs/requirements.md#r10-offline) from a production build, on the
 * farmer's and the public pages: a member of staff's browser never installs it. After the page has loaded,
 * so it never competes with the page's own scripts on a slow network.
 */
export function registerServiceWorker(session: SessionState, pathname: string): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (isStaffPath(pathname) || (session.authToken !== null && personaOf(session.userRole) !== 'farmer')) return;
  // On the first visit the worker takes over a page that has loaded its files already.
  const firstVisit = !navigator.serviceWorker.controller;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    } catch (error) {
      console.warn('The offline service worker could not be installed', error);
      return;
    }
    if (!firstVisit) return;
    // What was loaded before the worker took over (the farmer's app among it) is kept too.
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () =>
        navigator.serviceWorker.controller?.postMessage({
          type: KEEP_LOADED_FILES_MESSAGE,
          urls: performance.getEntriesByType('resource').map((entry) => entry.name),
        }),
      { once: true },
    );
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
