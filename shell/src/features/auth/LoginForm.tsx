import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from 'shared-ui/components/Button';
import { MessageDialog } from 'shared-ui/components/MessageDialog';
import { NoticeBar } from 'shared-ui/components/NoticeBar';
import { TextField } from 'shared-ui/components/TextField';
import { useAppSelector } from 'shared-api/client/hooks';
import { selectIsSignedIn } from 'shared-api/client/session';
import { AUTH_MESSAGES } from 'shared-api/contract/messages/auth';
import { homePathForRole } from 'shared-api/contract/roles';
import { text } from '../../lib/text';
import { SignInForm } from './SignInCard';
import { SIGN_IN_TEXTS } from './signInTexts';
import { LOGIN_PAGE_MESSAGES, useOtpSignIn } from './useOtpSignIn';

const Card = styled.section`
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.brand};
`;

const SentTo = styled.p`
  margin: 0;
`;

/** The /login screen (spec §2, §4): 'Send OTP', then 'Verify OTP'; errors in the 'Oops!' dialog. */
export function LoginForm() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const signIn = useOtpSignIn(LOGIN_PAGE_MESSAGES);
  const navigate = useNavigate();

  const onSendCode = (event: FormEvent) => {
    event.preventDefault();
    void signIn.requestCode();
  };
  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const verified = await signIn.verifyCode();
    if (!verified) return;
    signIn.signIn(verified);
    navigate(homePathForRole(verified.role), { replace: true });
  };

  return (
    <Card aria-labelledby="login-title">
      <Title id="login-title">{text(SIGN_IN_TEXTS.loginTitle)}</Title>
      {signedIn ? (
        <p>{text(AUTH_MESSAGES.alreadyLoggedIn)}</p>
      ) : (
        <>
          {signIn.notice && <NoticeBar kind="success" message={signIn.notice} />}
          {signIn.step === 'phone' ? (
            <SignInForm onSubmit={onSendCode}>
              <TextField
                label={text(SIGN_IN_TEXTS.phoneNumber)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                value={signIn.phone}
                onChange={(event) => signIn.setPhone(event.target.value)}
              />
              <Button type="submit" fullWidth busy={signIn.sending} busyText={text(AUTH_MESSAGES.sendingOtp)}>
                {text(SIGN_IN_TEXTS.sendOtp)}
              </Button>
            </SignInForm>
          ) : (
            <SignInForm onSubmit={(event) => void onVerify(event)}>
              <SentTo>
                {text(SIGN_IN_TEXTS.codeSentTo)} <strong>{signIn.phone.trim()}</strong>
              </SentTo>
              <TextField
                label={text(SIGN_IN_TEXTS.enterOtp)}
                placeholder={text(SIGN_IN_TEXTS.otpPlaceholder)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={signIn.otp}
                onChange={(event) => signIn.setOtp(event.target.value)}
              />
              <Button type="submit" fullWidth busy={signIn.verifying} busyText={text(AUTH_MESSAGES.verifying)}>
                {text(SIGN_IN_TEXTS.verifyOtp)}
              </Button>
              <Button variant="ghost" onClick={signIn.changeNumber} disabled={signIn.verifying}>
                {text(SIGN_IN_TEXTS.changeNumber)}
              </Button>
            </SignInForm>
          )}
        </>
      )}
      <MessageDialog open={signIn.error !== null} type="error" message={signIn.error} onClose={signIn.clearError} />
    </Card>
  );
}
