import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { renderShell } from '../../testing/renderShell';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const VERIFICATION_ID = '6f1c1c2e-7c1e-4a57-9c55-0f2f4b1c9a01';

async function sendCode(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await user.type(screen.getByLabelText(/Phone Number/), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

async function errorDialog() {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Oops!')).toBeInTheDocument();
  return dialog;
}

describe('/login', () => {
  it('shows "You\'re already logged in!" when a session token exists', () => {
    renderShell({ path: '/login', role: 'user' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText("You're already logged in!")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Phone Number/)).not.toBeInTheDocument();
  });

  it('signs in: Send OTP, "OTP sent to your phone!", the number, Verify OTP, then the role\'s page', async () => {
    const user = userEvent.setup();
    server.answer('POST /api/auth/send-otp', {
      body: { verificationId: VERIFICATION_ID, expiresIn: 300, resendAfter: 60 },
    });
    server.answer('POST /api/auth/verify-otp', { body: { token: 'tok-l', role: 'lawyer' } });
    renderShell({ path: '/login', apiBaseUrl: server.apiBaseUrl });

    const phone = screen.getByLabelText(/Phone Number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toBeRequired();
    await sendCode(user);

    expect(await screen.findByText('OTP sent to your phone!')).toBeInTheDocument();
    expect(screen.getByText('Verification code sent to:')).toHaveTextContent('Verification code sent to: 9876543210');
    const otp = screen.getByLabelText('Enter OTP');
    expect(otp).toHaveAttribute('placeholder', 'Enter 6-digit OTP');
    await user.type(otp, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/lawyer-dashboard'));
    expect(localStorage.getItem('authToken')).toBe('tok-l');
    expect(localStorage.getItem('userRole')).toBe('lawyer');
  });

  it('shows the server text in the "Oops!" dialog when sending fails, and the dialog closes', async () => {
    const user = userEvent.setup();
    server.answer('POST /api/auth/send-otp', {
      status: 429,
      body: { error: 'Please wait a minute before requesting another OTP.', code: 'otpResendTooSoon' },
    });
    renderShell({ path: '/login', apiBaseUrl: server.apiBaseUrl });
    await sendCode(user);

    const dialog = await errorDialog();
    expect(dialog).toHaveTextContent('Please wait a minute before requesting another OTP.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says "Failed to send OTP" when the server gives no text', async () => {
    const user = userEvent.setup();
    server.answer('POST /api/auth/send-otp', { status: 503, body: '<html>down</html>' });
    renderShell({ path: '/login', apiBaseUrl: server.apiBaseUrl });
    await sendCode(user);
    expect(await errorDialog()).toHaveTextContent('Failed to send OTP');
  });

  describe('verify failures', () => {
    async function atOtpStep(user: ReturnType<typeof userEvent.setup>) {
      server.answer('POST /api/auth/send-otp', {
        body: { verificationId: VERIFICATION_ID, expiresIn: 300, resendAfter: 60 },
      });
      renderShell({ path: '/login', apiBaseUrl: server.apiBaseUrl });
      await sendCode(user);
      await user.type(await screen.findByLabelText('Enter OTP'), '111111');
    }

    it('shows the server text', async () => {
      const user = userEvent.setup();
      await atOtpStep(user);
      server.answer('POST /api/auth/verify-otp', {
        status: 400,
        body: { error: 'The OTP is incorrect or has expired.', code: 'otpWrongOrExpired' },
      });
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await errorDialog()).toHaveTextContent('The OTP is incorrect or has expired.');
    });

    it('says "Invalid OTP" without a server text', async () => {
      const user = userEvent.setup();
      await atOtpStep(user);
      server.answer('POST /api/auth/verify-otp', { status: 500 });
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await errorDialog()).toHaveTextContent('Invalid OTP');
    });

    it.each([
      ['no token', { role: 'user' }],
      ['no role', { token: 'tok' }],
    ])('says "Invalid response from server" for an answer with %s, and does not sign in', async (_case, body) => {
      const user = userEvent.setup();
      await atOtpStep(user);
      server.answer('POST /api/auth/verify-otp', { body });
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await errorDialog()).toHaveTextContent('Invalid response from server');
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    });
  });
});
