import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import type { ScriptedAnswer, ScriptedApiServer } from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { emptySuggestions, type Suggestions } from '@kisan-credit/shared-api/contract/suggestions';
import { FarmerApp } from '../../../app/FarmerApp';

export const FARMER_PHONE = '9876543210';

/** An application as GET /loan/application answers it: every step filled, a draft at version 3. */
export function savedApplication(overrides: Partial<KccApplication> = {}): KccApplication {
  return {
    ...(exampleCompleteApplication() as unknown as KccApplication),
    _id: 'a-1',
    userId: 'u-1',
    status: 'formFill',
    phoneNumber: FARMER_PHONE,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export interface RenderOptions {
  /** The saved application; none means the farmer has none yet (404). */
  application?: KccApplication;
  suggestions?: Partial<Suggestions> & { landRecords?: unknown[] };
  /** GET /loan/application/history's entries. */
  history?: unknown[];
  /** GET /loan/application fails with this answer. */
  loadFailure?: ScriptedAnswer;
}

/**
 * The farmer app at /kcc-form for a signed-in farmer, talking over HTTP to the scripted API server; waits
 * until the wizard shows its first step.
 */
export async function renderKccForm(
  server: ScriptedApiServer,
  { application, suggestions, history, loadFailure }: RenderOptions = {},
) {
  server.answer(
    'GET /api/loan/application',
    loadFailure ??
      (application
        ? { body: { data: application } }
        : { status: 404, body: { error: 'You have not saved an application yet.', code: 'noApplicationYet' } }),
  );
  server.answer('GET /api/loan/application/history', { body: { data: history ?? [] } });
  server.answer('GET /api/file/suggestions', {
    body: { success: true, processing: false, suggestions: { ...emptySuggestions(), ...suggestions } },
  });
  const store = createAppStore({ apiBaseUrl: server.apiBaseUrl });
  store.dispatch(signedIn({ token: 'farmer-token', role: 'user', phone: FARMER_PHONE }));
  window.history.pushState(null, '', '/kcc-form');
  const user = userEvent.setup();
  const view = render(<FarmerApp store={store} />);
  await screen.findByRole('heading', { level: 2, name: 'Document Upload' }, { timeout: 3_000 });
  await stepLoaded();
  return { store, user, view };
}

/** Opens a step through the step indicator (shown on large screens; jsdom applies no media queries). */
export async function openStep(user: ReturnType<typeof userEvent.setup>, title: string) {
  const indicator = screen.getByRole('navigation', { name: 'Application steps', hidden: true });
  const button = [...indicator.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes(title));
  if (!button) throw new Error(`No step named ${title}`);
  await user.click(button);
  await screen.findByRole('heading', { level: 2, name: title });
  await stepLoaded();
}

/** Each step is loaded on demand: waits until the step's own content has replaced the loading spinner. */
export async function stepLoaded() {
  await waitFor(() => expect(screen.queryByText('Loading your application...')).not.toBeInTheDocument());
}
