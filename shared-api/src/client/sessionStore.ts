import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  isAnyOf,
  type Middleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { api } from '@kisan-credit/shared-api/client/api';
import { defaultApiBaseUrl, type ApiEnvironment } from '@kisan-credit/shared-api/client/apiEnvironment';
import {
  browserStorage,
  readStoredSession,
  sessionSlice,
  signedIn,
  signedOut,
  verificationStarted,
  writeStoredSession,
} from '@kisan-credit/shared-api/client/session';

/** RTK Query's api joins the store when a screen first calls the server (shared-api/client/connectApi). */
export type LazyLoadedSlices = WithSlice<typeof api>;

const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export interface AppStoreOptions {
  /** Absolute API base; defaults to this page's origin + /api. Tests point it at their own server. */
  apiBaseUrl?: string;
  /** Where the session is kept; the browser's localStorage unless a test gives another. */
  storage?: Storage;
}

/**
 * The portal's one store, with the session only: what the public pages need, so they do not download RTK
 * Query. The shell makes it and hands it to every remote through single-spa's customProps.
 */
export function createSessionStore({
  apiBaseUrl = defaultApiBaseUrl(),
  storage = browserStorage(),
}: AppStoreOptions = {}) {
  const environment: ApiEnvironment = { apiBaseUrl };

  // Session changes are written to storage as they happen, so a reload keeps the user signed in.
  const persistence = createListenerMiddleware();
  persistence.startListening({
    matcher: isAnyOf(verificationStarted, signedIn, signedOut),
    effect: (_action, listenerApi) => {
      writeStoredSession((listenerApi.getState() as RootState).session, storage);
    },
  });
  const lateMiddleware = createDynamicMiddleware();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: readStoredSession(storage) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: environment } })
        .prepend(persistence.middleware)
        .concat(lateMiddleware.middleware),
  });
  return Object.assign(store, {
    /** Adds the api slice's reducer and its middleware to the running store. */
    injectApi(apiSlice: typeof api, middleware: Middleware): void {
      rootReducer.inject(apiSlice);
      lateMiddleware.addMiddleware(middleware);
    },
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof createSessionStore>;
export type AppDispatch = AppStore['dispatch'];
