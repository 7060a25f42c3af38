import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '@kisan-credit/shared-api/client/hooks';
import { answerOf, apiOf } from '@kisan-credit/shared-api/client/lazyApi';
import { selectAuthToken, signedOut } from '@kisan-credit/shared-api/client/session';

/** Full-page navigation, kept in one object so tests can watch it (jsdom cannot navigate). */
export const pageNavigation = {
  reloadAt(path: string): void {
    globalThis.location.assign(path);
  },
};

/**
 * Logout for the navigation bar and the dashboards' sidebars (docs/requirements.md#r4-logout): tell the server when a token
 * exists (a failure is only logged), clear the session, and reload the portal at /.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  return useCallback(async () => {
    if (selectAuthToken(store.getState()) !== null) {
      try {
        const api = await apiOf(store);
        await answerOf(dispatch(api.endpoints.logout.initiate()));
      } catch (error) {
        console.warn('Logout call failed; the local session is cleared anyway', error);
      }
    }
    dispatch(signedOut());
    pageNavigation.reloadAt('/');
  }, [dispatch, store]);
}
