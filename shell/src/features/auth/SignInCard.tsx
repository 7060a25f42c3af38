import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from 'shared-ui/components/Button';
import { FullScreenOverlay } from 'shared-ui/components/FullScreenOverlay';
import { NoticeBar } from 'shared-ui/components/NoticeBar';
import { TextField } from 'shared-ui/components/TextField';
import { AUTH_MESSAGES } from 'shared-api/contract/messages/auth';
import { homePathForRole } from 'shared-api/contract/roles';
import { text } from '../../lib/text';
import { SIGN_IN_TEXTS } from './signInTexts';
import { LANDING_SIGN_IN_MESSAGES, useOtpSignIn, type VerifiedSession } from './useOtpSignIn';

/** How long 'Redirecting...' stays before the role's page replaces the landing. */
export const REDIRECT_DELAY_MS = 600;

const Card = styled.section`
  width: 100%;
  max-width: 26rem;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brand};
`;

export const SignInForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The landing page's 'Apply for an instant KCC Loan' card: mobile number, then OTP (spec §2, §4). */
export function SignInCard() {
  const signIn = useOtpSignIn(LANDING_SIGN_IN_MESSAGES);
  const applySession = signIn.signIn;
  const navigate = useNavigate();
  const [verified, setVerified] = useState<VerifiedSession | null>(null);

  // 'Redirecting...' shows first; then the session is applied and the role's page opens.
  useEffect(() => {
    if (!verified) return undefined;
    const timer = setTimeout(() => {
      applySession(verified);
      navigate(homePathForRole(verified.role), { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, applySession, navigate]);

  const onSendCode = (event: FormEvent) => {
    event.preventDefault();
    void signIn.requestCode();
  };
  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    setVerified(await signIn.verifyCode());
  };

  return (
    <Card aria-labelledby="sign-in-card-title">
      <Title id="sign-in-card-title">{text(SIGN_IN_TEXTS.cardTitle)}</Title>
      {signIn.notice && <NoticeBar kind="success" message={signIn.notice} />}
      {signIn.error && <NoticeBar kind="error" message={signIn.error} />}

      {signIn.step === 'phone' ? (
        <SignInForm onSubmit={onSendCode}>
          <TextField
            label={text(SIGN_IN_TEXTS.mobileNumber)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={signIn.phone}
            onChange={(event) => signIn.setPhone(event.target.value)}
          />
          <Button type="submit" fullWidth busy={signIn.sending} busyText={text(AUTH_MESSAGES.sendingOtp)}>
            {text(SIGN_IN_TEXTS.getStarted)}
          </Button>
        </SignInForm>
      ) : (
        <SignInForm onSubmit={(event) => void onVerify(event)}>
          <TextField
            label={text(SIGN_IN_TEXTS.enterOtp)}
            placeholder={text(SIGN_IN_TEXTS.otpPlaceholder)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={signIn.otp}
            onChange={(event) => signIn.setOtp(event.target.value)}
          />
          <Button
            type="submit"
            fullWidth
            busy={signIn.verifying || verified !== null}
            busyText={text(AUTH_MESSAGES.verifying)}
          >
            {text(SIGN_IN_TEXTS.verifyOtp)}
          </Button>
          <Button variant="ghost" onClick={signIn.changeNumber} disabled={signIn.verifying}>
            {text(SIGN_IN_TEXTS.changeNumber)}
          </Button>
        </SignInForm>
      )}

      {verified && <FullScreenOverlay message={text(AUTH_MESSAGES.redirecting)} />}
    </Card>
  );
}
