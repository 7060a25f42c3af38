import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MessageDialog } from '@kisan-credit/shared-ui/components/MessageDialog';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { useAppSelector } from '@kisan-credit/shared-api/client/hooks';
import { selectIsSignedIn } from '@kisan-credit/shared-api/client/session';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { homePathForRole } from '@kisan-credit/shared-api/contract/roles';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { OtpSignInSteps } from './OtpSignInSteps';
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

/** The /login screen (docs/requirements.md#r2-login, docs/requirements.md#r4-sign-in): 'Send OTP', then 'Verify OTP'; errors in the 'Oops!' dialog. */
export function LoginForm() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const signIn = useOtpSignIn(LOGIN_PAGE_MESSAGES);
  const navigate = useNavigate();

  const onVerify = async () => {
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
          <OtpSignInSteps
            signIn={signIn}
            phoneLabel={text(SIGN_IN_TEXTS.phoneNumber)}
            sendLabel={text(SIGN_IN_TEXTS.sendOtp)}
            otpIntro={
              <SentTo>
                {text(SIGN_IN_TEXTS.codeSentTo)} <strong>{signIn.phone.trim()}</strong>
              </SentTo>
            }
            otpRequired={false}
            verifyBusy={signIn.verifying}
            onVerify={() => void onVerify()}
          />
        </>
      )}
      <MessageDialog open={signIn.error !== null} type="error" message={signIn.error} onClose={signIn.clearError} />
    </Card>
  );
}
