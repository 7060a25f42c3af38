import { connectApi } from '@kisan-credit/shared-api/client/connectApi';
import { createSessionStore, type AppStoreOptions } from '@kisan-credit/shared-api/client/sessionStore';

export type { AppDispatch, AppStore, AppStoreOptions, RootState } from '@kisan-credit/shared-api/client/sessionStore';

/** The store with RTK Query's api joined from the start: a remote's standalone page and tests. */
export function createAppStore(options: AppStoreOptions = {}) {
  const store = createSessionStore(options);
  connectApi(store);
  return store;
}
