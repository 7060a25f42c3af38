import { useCallback } from 'react';
import type { ApiEnvironment } from '@kisan-credit/shared-api/client/apiEnvironment';
import { useAppStore } from '@kisan-credit/shared-api/client/hooks';
import { selectAuthToken } from '@kisan-credit/shared-api/client/session';
import type { RootState } from '@kisan-credit/shared-api/client/store';

/** What a call made outside RTK Query (uploads with progress, private file downloads) needs. */
export interface ApiAccess {
  /** Absolute, e.g. `https://kcc.example.in/api`. */
  apiBaseUrl: string;
  token: string | null;
}

/**
 * Reads the API base and the session token from the portal's store when called, so a long-lived callback
 * always uses the current session. The base lives in the store's thunk argument (createAppStore).
 */
export function useApiAccess(): () => ApiAccess {
  const store = useAppStore();
  return useCallback(
    () =>
      store.dispatch((_dispatch: unknown, getState: () => RootState, environment: ApiEnvironment) => ({
        apiBaseUrl: environment.apiBaseUrl,
        token: selectAuthToken(getState()),
      })),
    [store],
  );
}
