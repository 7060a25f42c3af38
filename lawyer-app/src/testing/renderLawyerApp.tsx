import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScriptedApiServer } from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { exampleListItem, signedInStoreAt } from '@kisan-credit/shared-api/client/testing/staffFixtures';
import type { ApplicationListItem, KccApplication } from '@kisan-credit/shared-api/contract/application';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { LawyerApp } from '../app/LawyerApp';

export const LAWYER_TOKEN = 'lawyer-token';

/** An application as GET /loan/kcc-application?userId= answers a lawyer: under legal review, numbers masked. */
export function applicationUnderReview(overrides: Partial<KccApplication> = {}): KccApplication {
  return {
    ...(exampleCompleteApplication() as unknown as KccApplication),
    _id: 'a-1',
    userId: 'u-1',
    key: 'ramesh-kumar-9876543210',
    status: 'lawyer',
    phoneNumber: '9876543210',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    version: 4,
    aadharNo: 'XXXX XXXX 0123',
    panNumber: 'XXXXXX234F',
    bankAccount: { accountNumber: 'XXXXXXX7890', ifscCode: 'SBIN0001234', bankName: 'State Bank of India' },
    ...overrides,
  };
}

/** A dashboard row as the lawyer sees it. */
export function listItem(index: number, overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return exampleListItem(index, { status: 'lawyer', ...overrides });
}

/** The lawyer app at `path` for a signed-in lawyer, talking over HTTP to the scripted API server. */
export function renderLawyerApp(server: ScriptedApiServer, path: string) {
  const store = signedInStoreAt(server, path, { token: LAWYER_TOKEN, role: 'lawyer', phone: '9000000002' });
  const user = userEvent.setup();
  const view = render(<LawyerApp store={store} />);
  return { store, user, view };
}
