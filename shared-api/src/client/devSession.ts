import type { AppStore } from '@kisan-credit/shared-api/client/store';
import { signedIn } from '@kisan-credit/shared-api/client/session';

/**
 * For a remote's standalone dev page only. Its origin (localhost:3001...) has its own localStorage, so a
 * developer signs in once through the shell (or the API), copies the token, and opens
 * `http://localhost:3001/kcc-form?devToken=<token>&devRole=user&devPhone=98xxxxxxxx`. The parameters are
 * moved into the session and removed from the address bar.
 */
export function adoptDevSessionFromUrl(store: AppStore, location: Location = globalThis.location): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('devToken');
  if (!token) return;
  store.dispatch(
    signedIn({
      token,
      role: url.searchParams.get('devRole') ?? 'user',
      phone: url.searchParams.get('devPhone') ?? '',
    }),
  );
  for (const name of ['devToken', 'devRole', 'devPhone']) url.searchParams.delete(name);
  globalThis.history.replaceState(globalThis.history.state, '', url);
}
