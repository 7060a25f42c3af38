import type { ApplicationListItem } from '@kisan-credit/shared-api/contract/application';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import type { ScriptedApiServer } from '@kisan-credit/shared-api/client/testing/scriptedApiServer';

/** A dashboard row, numbered so pages and counts are easy to read in tests. */
export function exampleListItem(index: number, overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return {
    _id: `a-${index}`,
    userId: `u-${index}`,
    key: `farmer-${index}-98765432${String(index).padStart(2, '0')}`,
    applicantName: `Farmer ${index}`,
    phoneNumber: `98765432${String(index).padStart(2, '0')}`,
    address: `Village ${index}`,
    loanAmount: 100_000 * index,
    createdAt: '2026-11-21T10:00:00.000Z',
    business: 'Crop Farming',
    status: 'farmerSubmitted',
    ...overrides,
  };
}

/** A store signed in as `role`, talking over HTTP to the scripted API server, at `path`. */
export function signedInStoreAt(
  server: ScriptedApiServer,
  path: string,
  session: { role: Role; token: string; phone: string },
) {
  localStorage.clear();
  window.history.pushState(null, '', path);
  const store = createAppStore({ apiBaseUrl: server.apiBaseUrl });
  store.dispatch(signedIn(session));
  return store;
}
