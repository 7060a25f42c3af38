import { isStaffPath, personaOf } from '@kisan-credit/shared-api/contract/roles';
import { defaultApiBaseUrl } from '@kisan-credit/shared-api/client/apiEnvironment';
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
    navigator.serviceWorker.addEventListener('controllerchange', keepFilesRequestedBeforeTakeover, { once: true });
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Files still downloading this long after the takeover are left to the next visit. */
const LATE_FILES_MS = 60_000;

const isApiCall = (url: string) => url.startsWith(`${defaultApiBaseUrl()}/`);

/**
 * What the page requested before the worker took over (the farmer's app among it) never passed through the
 * worker, so the worker is told of it to keep it: what has arrived already, and what arrives later (a step
 * still downloading at the takeover would otherwise be missing offline). API calls still open then are no
 * file to keep.
 */
function keepFilesRequestedBeforeTakeover(): void {
  const takeover = performance.now();
  const keep = (entries: PerformanceEntryList) => {
    const urls = entries
      .filter((entry) => entry.startTime < takeover && !isApiCall(entry.name))
      .map((entry) => entry.name);
    if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: KEEP_LOADED_FILES_MESSAGE, urls });
  };
  keep(performance.getEntriesByType('resource'));
  // Older Android WebViews have no observer of resources: there, what arrives late is kept at the next visit.
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    return;
  }
  const late = new PerformanceObserver((list) => keep(list.getEntries()));
  late.observe({ type: 'resource' });
  setTimeout(() => late.disconnect(), LATE_FILES_MS);
}
