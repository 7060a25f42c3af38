import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FullScreenOverlay } from '@kisan-credit/shared-ui/components/FullScreenOverlay';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { homePathForRole } from '@kisan-credit/shared-api/contract/roles';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { OtpSignInSteps } from './OtpSignInSteps';
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

/** The landing page's 'Apply for an instant KCC Loan' card: mobile number, then OTP (docs/requirements.md#r2-landing, docs/requirements.md#r4-sign-in). */
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

  return (
    <Card aria-labelledby="sign-in-card-title">
      <Title id="sign-in-card-title">{text(SIGN_IN_TEXTS.cardTitle)}</Title>
      {signIn.notice && <NoticeBar kind="success" message={signIn.notice} />}
      {signIn.error && <NoticeBar kind="error" message={signIn.error} />}

      <OtpSignInSteps
        signIn={signIn}
        phoneLabel={text(SIGN_IN_TEXTS.mobileNumber)}
        sendLabel={text(SIGN_IN_TEXTS.getStarted)}
        otpRequired
        verifyBusy={signIn.verifying || verified !== null}
        onVerify={() => void signIn.verifyCode().then(setVerified)}
      />

      {verified && <FullScreenOverlay message={text(AUTH_MESSAGES.redirecting)} />}
    </Card>
  );
}
