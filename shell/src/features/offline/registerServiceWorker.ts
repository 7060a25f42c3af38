import { isStaffPath, personaOf } from 'shared-api/contract/roles';
import type { SessionState } from 'shared-api/client/session';

/**
 * Installs the offline service worker (docs/requirements.md#r10-offline) from a production build, on the
 * farmer's and the public pages: a member of staff's browser never installs it. After the page has loaded,
 * so it never competes with the page's own scripts on a slow network.
 */
export function registerServiceWorker(session: SessionState, pathname: string): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (isStaffPath(pathname) || (session.authToken !== null && personaOf(session.userRole) !== 'farmer')) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline service worker could not be installed', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
