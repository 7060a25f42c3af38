import type { Portal } from './portal';

export interface ApiAnswer {
  status: number;
  body: { data?: unknown; error?: string; code?: string } & Record<string, unknown>;
}

/** The portal's API over HTTP, as a browser calls it: for setting up data and for checking what was stored. */
export function portalApi(portal: Portal) {
  async function call(method: string, path: string, token?: string, body?: unknown): Promise<ApiAnswer> {
    const response = await fetch(`${portal.url}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as ApiAnswer['body']) };
  }

  /** Signs in with the OTP the development SMS provider kept; answers the session token. */
  async function signIn(phone: string): Promise<string> {
    const sent = await call('POST', '/auth/send-otp', undefined, { phone });
    if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
    const verified = await call('POST', '/auth/verify-otp', undefined, {
      phone,
      otp: portal.otpFor(phone),
      verificationId: sent.body.verificationId,
    });
    if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
    return String(verified.body.token);
  }

  return { call, signIn };
}

export type PortalApi = ReturnType<typeof portalApi>;
