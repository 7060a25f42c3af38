import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from 'shared-api/client/api';
import { defaultApiBaseUrl, type ApiEnvironment } from 'shared-api/client/baseQuery';
import {
  browserStorage,
  readStoredSession,
  sessionSlice,
  signedIn,
  signedOut,
  verificationStarted,
  writeStoredSession,
} from 'shared-api/client/session';

const rootReducer = combineSlices(api, sessionSlice);

export interface AppStoreOptions {
  /** Absolute API base; defaults to this page's origin + /api. Tests point it at their own server. */
  apiBaseUrl?: string;
  /** Where the session is kept; the browser's localStorage unless a test gives another. */
  storage?: Storage;
}

/**
 * The portal's one store. The shell makes it and hands it to every remote through single-spa's
 * customProps; a remote's standalone dev page makes its own.
 */
export function createAppStore({ apiBaseUrl = defaultApiBaseUrl(), storage = browserStorage() }: AppStoreOptions = {}) {
  const environment: ApiEnvironment = { apiBaseUrl };

  // Session changes are written to storage as they happen, so a reload keeps the user signed in.
  const persistence = createListenerMiddleware();
  persistence.startListening({
    matcher: isAnyOf(verificationStarted, signedIn, signedOut),
    effect: (_action, listenerApi) => {
      writeStoredSession((listenerApi.getState() as RootState).session, storage);
    },
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: readStoredSession(storage) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: environment } })
        .prepend(persistence.middleware)
        .concat(api.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
