import { api } from '@kisan-credit/shared-api/client/api';
import type { AppStore } from '@kisan-credit/shared-api/client/sessionStore';

const connected = new WeakSet<AppStore>();

/** Joins RTK Query's api to `store` (once) and returns it, so its hooks and endpoints work on that store. */
export function connectApi(store: AppStore): typeof api {
  if (!connected.has(store)) {
    store.injectApi(api, api.middleware);
    // The slice's state and the middleware's own set-up happen on the next action; without one, the first
    // query would find neither and be skipped without a request.
    store.dispatch(api.util.resetApiState());
    connected.add(store);
  }
  return api;
}
