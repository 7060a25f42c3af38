import { useCallback, useState } from 'react';
import { errorTextOr } from '@kisan-credit/shared-api/client/errors';
import { useAppDispatch, useAppSelector, useAppStore } from '@kisan-credit/shared-api/client/hooks';
import { answerOf, apiOf } from '@kisan-credit/shared-api/client/lazyApi';
import { selectVerificationId, signedIn, verificationStarted } from '@kisan-credit/shared-api/client/session';
import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { text } from '@kisan-credit/shared-ui/i18n/text';

/** The texts that differ between the landing card and the login page (docs/requirements.md#r4-sign-in, docs/requirements.md#r8-errors). */
export interface SignInMessages {
  otpSent: Message;
  sendFailed: Message;
  verifyFailed: Message;
  /** A verify answer without token or role. */
  invalidResponse: Message;
}

export type SignInStep = 'phone' | 'otp';

/** A verified sign-in, not yet applied: the caller decides when (the landing shows 'Redirecting...' first). */
export interface VerifiedSession {
  token: string;
  role: string;
  phone: string;
}

/**
 * The two-step OTP sign-in both sign-in screens share: send the code, then verify it. Errors show the
 * server's text, else the screen's fallback.
 */
export function useOtpSignIn(messages: SignInMessages) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const verificationId = useAppSelector(selectVerificationId);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const [step, setStep] = useState<SignInStep>('phone');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The server normalises the number (+91, spaces); the browser keeps it as typed. Importing the contract's
  // phone rules here would download zod on the landing page.
  const sessionPhone = () => phone.trim();

  async function requestCode(): Promise<void> {
    setError(null);
    setNotice(null);
    setSending(true);
    try {
      const api = await apiOf(store);
      const answer = await answerOf(dispatch(api.endpoints.sendOtp.initiate({ phone: phone.trim() })));
      dispatch(verificationStarted({ phone: sessionPhone(), verificationId: answer.verificationId }));
      setOtp('');
      setStep('otp');
      setNotice(text(messages.otpSent));
    } catch (failure) {
      setError(errorTextOr(failure, text(messages.sendFailed)));
    } finally {
      setSending(false);
    }
  }

  async function verifyCode(): Promise<VerifiedSession | null> {
    setError(null);
    setNotice(null);
    setVerifying(true);
    try {
      const api = await apiOf(store);
      const request = { phone: phone.trim(), otp: otp.trim(), verificationId: verificationId ?? '' };
      const answer = await answerOf(dispatch(api.endpoints.verifyOtp.initiate(request)));
      if (!answer?.token || !answer.role) {
        setError(text(messages.invalidResponse));
        return null;
      }
      return { token: answer.token, role: answer.role, phone: sessionPhone() };
    } catch (failure) {
      setError(errorTextOr(failure, text(messages.verifyFailed)));
      return null;
    } finally {
      setVerifying(false);
    }
  }

  function changeNumber(): void {
    setStep('phone');
    setOtp('');
    setNotice(null);
    setError(null);
  }

  /** Applies a verified session: stored, and from now on sent as the bearer token. */
  const signIn = useCallback((session: VerifiedSession) => void dispatch(signedIn(session)), [dispatch]);

  return {
    step,
    phone,
    setPhone,
    otp,
    setOtp,
    notice,
    error,
    clearError: () => setError(null),
    sending,
    verifying,
    requestCode,
    verifyCode,
    changeNumber,
    signIn,
  };
}

export const LANDING_SIGN_IN_MESSAGES: SignInMessages = {
  otpSent: AUTH_MESSAGES.otpSentLanding,
  sendFailed: AUTH_MESSAGES.sendOtpFailed,
  verifyFailed: AUTH_MESSAGES.authenticationFailed,
  // docs/requirements.md#r8-errors names this text for the login page only; the landing card reports it as a failed sign-in.
  invalidResponse: AUTH_MESSAGES.authenticationFailed,
};

export const LOGIN_PAGE_MESSAGES: SignInMessages = {
  otpSent: AUTH_MESSAGES.otpSentLogin,
  sendFailed: AUTH_MESSAGES.sendOtpFailed,
  verifyFailed: AUTH_MESSAGES.invalidOtp,
  invalidResponse: AUTH_MESSAGES.invalidResponse,
};
