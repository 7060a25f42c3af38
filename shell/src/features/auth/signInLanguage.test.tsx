import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import type { SessionInfo } from '@kisan-credit/shared-api/contract/auth';
import type { Language } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { currentLanguage, setLanguage } from '@kisan-credit/shared-ui/i18n/language';
import { renderShell } from '../../testing/renderShell';

// docs/requirements.md#r10-languages: the language chosen once follows the person, through their account.
let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(async () => {
  server.reset();
  await act(() => setLanguage('en'));
  localStorage.clear();
});
afterAll(() => server.close());

const VERIFICATION_ID = '6f1c1c2e-7c1e-4a57-9c55-0f2f4b1c9a01';

function scriptSignIn(accountLanguage: Language) {
  server.answer('POST /api/auth/send-otp', {
    body: { verificationId: VERIFICATION_ID, expiresIn: 300, resendAfter: 60 },
  });
  server.answer('POST /api/auth/verify-otp', { body: { token: 'tok-1', role: 'user' } });
  const session: SessionInfo = {
    phone: '9876543210',
    role: 'user',
    expiresAt: '2026-01-15T11:00:00.000Z',
    uploadMaxBytes: 1024,
    language: accountLanguage,
  };
  server.answer('GET /api/auth/session', { body: session });
  server.answer('PUT /api/auth/language', ({ json }) => ({ body: json() }));
}

/** Up to the code, in English; gives the code's field and the button that sends it. */
async function reachOtpStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Mobile Number/), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'Get Started Now' }));
  const otp = await screen.findByPlaceholderText('Enter 6-digit OTP');
  return { otp, verify: screen.getByRole('button', { name: 'Verify OTP' }) };
}

it('after sign-in, a device where nobody chose a language shows the account’s', async () => {
  const user = userEvent.setup();
  scriptSignIn('ta');
  renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
  const { otp, verify } = await reachOtpStep(user);
  expect(server.requestsTo('GET /api/auth/session')).toEqual([]);

  await user.type(otp, '123456');
  await user.click(verify);

  await waitFor(() => expect(currentLanguage()).toBe('ta'));
  expect(document.documentElement.lang).toBe('ta');
  expect(server.requestsTo('GET /api/auth/session')[0]!.headers.authorization).toBe('Bearer tok-1');
  expect(server.requestsTo('PUT /api/auth/language')).toEqual([]);
  // Shown for the account, not chosen here: the device still holds no choice of its own.
  expect(localStorage.getItem('language')).toBeNull();
});

it('a language chosen before signing in goes to the account once signed in', async () => {
  const user = userEvent.setup();
  scriptSignIn('ta');
  renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
  const { otp, verify } = await reachOtpStep(user);
  await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0]!, 'मराठी');
  expect(server.requestsTo('PUT /api/auth/language')).toEqual([]);

  await user.type(otp, '123456');
  await user.click(verify);

  await waitFor(() => expect(server.requestsTo('PUT /api/auth/language')).toHaveLength(1));
  expect(server.requestsTo('PUT /api/auth/language')[0]!.json()).toEqual({ language: 'mr' });
  expect(currentLanguage()).toBe('mr');
});
