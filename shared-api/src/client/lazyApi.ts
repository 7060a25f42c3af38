import type { api } from '@kisan-credit/shared-api/client/api';
import type { AppStore } from '@kisan-credit/shared-api/client/sessionStore';

/**
 * RTK Query's api, downloaded and joined to `store` on first use: a public page's form calls this when it is
 * sent, so visitors who only read the page never download the api.
 */
export async function apiOf(store: AppStore): Promise<typeof api> {
  const { connectApi } = await import('@kisan-credit/shared-api/client/connectApi');
  return connectApi(store);
}

/** A dispatched RTK Query mutation, as `store.dispatch(endpoint.initiate(…))` returns it. */
interface MutationRequest<T> {
  unwrap(): Promise<T>;
  reset(): void;
}

/** Awaits a mutation dispatched outside a hook, then drops its cache entry: the answer, or the error thrown. */
export async function answerOf<T>(request: MutationRequest<T>): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
