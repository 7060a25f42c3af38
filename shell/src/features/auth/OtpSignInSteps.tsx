import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { LiveFieldset } from '@kisan-credit/shared-ui/components/LiveFieldset';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { OTP_LENGTH } from '@kisan-credit/shared-api/contract/limits';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { SIGN_IN_TEXTS } from './signInTexts';
import type { useOtpSignIn } from './useOtpSignIn';

const SignInForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type OtpSignIn = ReturnType<typeof useOtpSignIn>;

interface OtpSignInStepsProps {
  signIn: OtpSignIn;
  phoneLabel: string;
  sendLabel: string;
  /** Shown above the OTP field (the login page's 'Verification code sent to:'). */
  otpIntro?: ReactNode;
  otpRequired: boolean;
  /** Busy after verification too, while the page moves on. */
  verifyBusy: boolean;
  onVerify: () => void;
}

/** The two steps both sign-in screens share: a phone number and its send button, then the OTP. */
export function OtpSignInSteps({
  signIn,
  phoneLabel,
  sendLabel,
  otpIntro,
  otpRequired,
  verifyBusy,
  onVerify,
}: OtpSignInStepsProps) {
  const submit = (action: () => void) => (event: FormEvent) => {
    event.preventDefault();
    action();
  };

  if (signIn.step === 'phone') {
    return (
      <SignInForm onSubmit={submit(() => void signIn.requestCode())}>
        <LiveFieldset>
          <TextField
            label={phoneLabel}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={signIn.phone}
            onChange={(event) => signIn.setPhone(event.target.value)}
          />
          <Button type="submit" fullWidth busy={signIn.sending} busyText={text(AUTH_MESSAGES.sendingOtp)}>
            {sendLabel}
          </Button>
        </LiveFieldset>
      </SignInForm>
    );
  }
  return (
    <SignInForm onSubmit={submit(onVerify)}>
      {otpIntro}
      <TextField
        label={text(SIGN_IN_TEXTS.enterOtp)}
        placeholder={text(SIGN_IN_TEXTS.otpPlaceholder)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        required={otpRequired}
        value={signIn.otp}
        onChange={(event) => signIn.setOtp(event.target.value)}
      />
      <Button type="submit" fullWidth busy={verifyBusy} busyText={text(AUTH_MESSAGES.verifying)}>
        {text(SIGN_IN_TEXTS.verifyOtp)}
      </Button>
      <Button variant="ghost" onClick={signIn.changeNumber} disabled={signIn.verifying}>
        {text(SIGN_IN_TEXTS.changeNumber)}
      </Button>
    </SignInForm>
  );
}
