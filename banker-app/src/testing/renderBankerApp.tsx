import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScriptedApiServer } from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { exampleListItem, signedInStoreAt } from '@kisan-credit/shared-api/client/testing/staffFixtures';
import type { ApplicationListItem, KccApplication } from '@kisan-credit/shared-api/contract/application';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { BankerApp } from '../app/BankerApp';

export const BANKER_TOKEN = 'banker-token';

/** An application as GET /loan/kcc-application?userId= answers a banker: ready for banking review. */
export function applicationForBanker(overrides: Partial<KccApplication> = {}): KccApplication {
  return {
    ...(exampleCompleteApplication() as unknown as KccApplication),
    _id: 'a-1',
    userId: 'u-1',
    key: 'ramesh-kumar-9876543210',
    status: 'banker',
    phoneNumber: '9876543210',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    version: 4,
    ...overrides,
  };
}

/** A dashboard row as the banker sees it. */
export function listItem(index: number, overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return exampleListItem(index, { status: 'farmerSubmitted', ...overrides });
}

/** The banker app at `path` for a signed-in banker, talking over HTTP to the scripted API server. */
export function renderBankerApp(server: ScriptedApiServer, path: string) {
  const store = signedInStoreAt(server, path, { token: BANKER_TOKEN, role: 'banker', phone: '9000000003' });
  const user = userEvent.setup();
  const view = render(<BankerApp store={store} />);
  return { store, user, view };
}
