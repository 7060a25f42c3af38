import { useCallback } from 'react';
import { useLogoutMutation } from 'shared-api/client/api';
import { useAppDispatch, useAppStore } from 'shared-api/client/hooks';
import { selectAuthToken, signedOut } from 'shared-api/client/session';

/** Full-page navigation, kept in one object so tests can watch it (jsdom cannot navigate). */
export const pageNavigation = {
  reloadAt(path: string): void {
    globalThis.location.assign(path);
  },
};

/**
 * Logout for the navigation bar and the dashboards' sidebars (spec §4): tell the server when a token
 * exists (a failure is only logged), clear the session, and reload the portal at /.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const store = useAppStore();

  return useCallback(async () => {
    if (selectAuthToken(store.getState()) !== null) {
      try {
        await logout().unwrap();
      } catch (error) {
        console.warn('Logout call failed; the local session is cleared anyway', error);
      }
    }
    dispatch(signedOut());
    pageNavigation.reloadAt('/');
  }, [dispatch, logout, store]);
}
