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
    if (verified.status !== 200)
      throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
    return String(verified.body.token);
  }

  /** The id of a lawyer on the panel of the banker's branch, by phone (GET /staff/lawyers). */
  async function panelLawyerId(bankerToken: string, lawyerPhone: string): Promise<string> {
    const panel = await call('GET', '/staff/lawyers', bankerToken);
    const lawyer = (panel.body.data as { id: string; phone: string }[] | undefined)?.find(
      (member) => member.phone === lawyerPhone,
    );
    if (!lawyer) throw new Error(`${lawyerPhone} is not on the panel: ${JSON.stringify(panel.body)}`);
    return lawyer.id;
  }

  /** The bank assigns the application to the demo lawyer (docs/requirements.md#r10-organisation: a lawyer of the branch panel). */
  async function assignDemoLawyer(bankerToken: string, userId: string, lawyerPhone = '9000000002'): Promise<ApiAnswer> {
    const lawyerId = await panelLawyerId(bankerToken, lawyerPhone);
    return call('POST', `/loan/application/actions?userId=${userId}`, bankerToken, {
      action: 'assignLawyer',
      lawyerId,
    });
  }

  return { call, signIn, panelLawyerId, assignDemoLawyer };
}

export type PortalApi = ReturnType<typeof portalApi>;
