import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  startScriptedApiServer,
  type ScriptedApiServer,
} from '@kisan-credit/shared-api/client/testing/scriptedApiServer';
import { renderShell } from '../../testing/renderShell';
import { REDIRECT_DELAY_MS } from './SignInCard';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const VERIFICATION_ID = '6f1c1c2e-7c1e-4a57-9c55-0f2f4b1c9a01';
/** The redirect waits REDIRECT_DELAY_MS on purpose; a loaded CI machine needs room beyond it. */
const REDIRECT_WAIT = { timeout: REDIRECT_DELAY_MS + 4000 };

function released() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

async function reachOtpStep(user: ReturnType<typeof userEvent.setup>) {
  server.answer('POST /api/auth/send-otp', {
    body: { verificationId: VERIFICATION_ID, expiresIn: 300, resendAfter: 60 },
  });
  await user.type(screen.getByLabelText(/Mobile Number/), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'Get Started Now' }));
  return screen.findByPlaceholderText('Enter 6-digit OTP');
}

describe('landing sign-in card', () => {
  it('sends the OTP with a busy "Sending OTP...", then asks for the code', async () => {
    const user = userEvent.setup();
    const sending = released();
    server.answer('POST /api/auth/send-otp', {
      body: { verificationId: VERIFICATION_ID, expiresIn: 300, resendAfter: 60 },
      after: sending.promise,
    });
    renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });

    const phone = screen.getByLabelText(/Mobile Number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toBeRequired();
    await user.type(phone, '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Get Started Now' }));

    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    sending.release();

    expect(await screen.findByText('OTP sent successfully')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter 6-digit OTP')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(server.requestsTo('POST /api/auth/send-otp')[0]?.json()).toEqual({ phone: '98765 43210' });
    expect(localStorage.getItem('verificationId')).toBe(VERIFICATION_ID);
  });

  it('verifies with a busy "Verifying...", shows "Redirecting..." and goes to the role\'s page', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
    const otp = await reachOtpStep(user);

    const verifying = released();
    server.answer('POST /api/auth/verify-otp', { body: { token: 'tok-1', role: 'banker' }, after: verifying.promise });
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    verifying.release();

    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByTestId('current-path')).toHaveTextContent('/banker-dashboard'),
      REDIRECT_WAIT,
    );
    expect(server.requestsTo('POST /api/auth/verify-otp')[0]?.json()).toEqual({
      phone: '98765 43210',
      otp: '123456',
      verificationId: VERIFICATION_ID,
    });
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(localStorage.getItem('userRole')).toBe('banker');
    expect(localStorage.getItem('userPhone')).toBe('98765 43210');
  });

  it('a farmer (role user) goes to /kcc-form', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
    await user.type(await reachOtpStep(user), '123456');
    server.answer('POST /api/auth/verify-otp', { body: { token: 'tok-2', role: 'user' } });
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/kcc-form'), REDIRECT_WAIT);
  });

  it("shows the server's error text when sending fails", async () => {
    const user = userEvent.setup();
    server.answer('POST /api/auth/send-otp', {
      status: 400,
      body: { error: 'Please enter a valid 10-digit Indian mobile number', code: 'invalidMobile' },
    });
    renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
    await user.type(screen.getByLabelText(/Mobile Number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Get Started Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 10-digit Indian mobile number');
    expect(screen.getByRole('button', { name: 'Get Started Now' })).toBeEnabled();
  });

  it("shows the server's error text for a wrong code, and stays on the OTP step", async () => {
    const user = userEvent.setup();
    renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
    await user.type(await reachOtpStep(user), '000000');
    server.answer('POST /api/auth/verify-otp', {
      status: 400,
      body: { error: 'The OTP is incorrect or has expired.', code: 'otpWrongOrExpired' },
    });
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP is incorrect or has expired.');
    expect(screen.getByPlaceholderText('Enter 6-digit OTP')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('says "Authentication failed" when verifying fails without a server text', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
    await user.type(await reachOtpStep(user), '123456');
    server.answer('POST /api/auth/verify-otp', { status: 502, body: 'Bad gateway' });
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('says "Failed to send OTP" when sending fails without a server text', async () => {
    const user = userEvent.setup();
    server.answer('POST /api/auth/send-otp', { status: 500 });
    renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
    await user.type(screen.getByLabelText(/Mobile Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get Started Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it('"Change number" goes back to the first step', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/', apiBaseUrl: server.apiBaseUrl });
    await reachOtpStep(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText(/Mobile Number/)).toHaveValue('98765 43210');
  });
});
