import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { signedIn } from '@kisan-credit/shared-api/client/session';
import { createAppStore } from '@kisan-credit/shared-api/client/store';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import type { KccApplication } from '@kisan-credit/shared-api/contract/application';
import { applicationForForm } from '@kisan-credit/shared-api/contract/application/formLoad';
import { validationText } from '@kisan-credit/shared-ui/i18n/validationText';
import type { FieldPath } from '../form/paths';
import { FARMER_PHONE, savedApplication } from '../testing/renderKccForm';
import { useKccWizard } from './useKccWizard';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
beforeEach(() => localStorage.clear());
afterEach(() => server.reset());
afterAll(() => server.close());

/** The wizard's flow for a signed-in farmer, opened on `application` (none: a new one), on `step`. */
function renderWizard(application: KccApplication | undefined, step: number) {
  const store = createAppStore({ apiBaseUrl: server.apiBaseUrl });
  store.dispatch(signedIn({ token: 'farmer-token', role: 'user', phone: FARMER_PHONE }));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const onSubmitted = jest.fn();
  const onLoadLatest = jest.fn();
  const loaded = applicationForForm(application);
  const view = renderHook(
    () => useKccWizard({ loaded, version: application?.version, phone: FARMER_PHONE, onSubmitted, onLoadLatest }),
    { wrapper },
  );
  act(() => view.result.current.goTo(step));
  return view;
}

/** The message the farmer reads next to a field of the step on screen. */
const messageAt = (wizard: ReturnType<typeof useKccWizard>, path: FieldPath) =>
  validationText(wizard.form.errorFor(path));

describe('Continue', () => {
  it('with mistakes on the step stays there, says so and marks the fields, saving nothing', async () => {
    const { result } = renderWizard(undefined, 2);
    await act(() => result.current.continueToNextStep());
    expect(result.current.step).toBe(2);
    expect(result.current.notice).toMatchObject({
      kind: 'error',
      message: 'Some details need your attention. Please look at the messages in red below.',
    });
    expect(messageAt(result.current, 'applicantName')).toBe('Please enter the applicant name');
    expect(result.current.processing).toBe(false);
    expect(server.requestsTo('PUT /api/loan/save-draft')).toHaveLength(0);
  });

  it('with a complete step saves silently and opens the next step', async () => {
    server.answer('PUT /api/loan/save-draft', { body: { data: savedApplication({ version: 4 }) } });
    const { result } = renderWizard(savedApplication({ version: 3 }), 2);
    await act(() => result.current.continueToNextStep());
    expect(result.current.step).toBe(3);
    expect(result.current.notice).toBeUndefined();
    expect(messageAt(result.current, 'applicantName')).toBeUndefined();
    const saves = server.requestsTo('PUT /api/loan/save-draft');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.headers['if-match']).toBe('"3"');
  });
});

describe('Submit', () => {
  it('with a mistake on an earlier step opens that step with its field marked, sending nothing', async () => {
    const application = savedApplication({
      status: 'farmerSubmitted',
      bankAccount: { accountNumber: '', ifscCode: 'SBIN0001234', bankName: 'SBI' },
    });
    const { result } = renderWizard(application, 8);
    await act(() => result.current.submit());
    expect(result.current.step).toBe(3);
    expect(result.current.notice).toMatchObject({
      kind: 'error',
      message: 'Some details are missing or wrong. We have opened the first step that needs attention.',
    });
    expect(messageAt(result.current, 'bankAccount.accountNumber')).toBe('Please enter the bank account number');
    expect(server.requestsTo('PUT /api/loan/application')).toHaveLength(0);
  });
});

describe('Save Draft', () => {
  it('refused by the server says why and that nothing is lost, and marks the fields it named', async () => {
    server.answer('PUT /api/loan/save-draft', {
      status: 400,
      body: {
        error: 'Please check the marked fields',
        code: 'validation',
        issues: [{ path: 'loanAmount', message: 'Loan amount is too large' }],
      },
    });
    const { result } = renderWizard(savedApplication(), 2);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.saveDraft();
    });
    expect(saved).toBe(false);
    expect(result.current.notice).toEqual({
      kind: 'error',
      message: 'Please check the marked fields Your changes are kept on this phone and are not lost.',
    });
    act(() => result.current.goTo(3));
    expect(messageAt(result.current, 'loanAmount')).toBe('Loan amount is too large');
  });
});
