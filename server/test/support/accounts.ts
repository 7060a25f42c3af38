import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from 'shared-api/contract/roles';
import { bearer } from './signIn';

export interface Account {
  userId: string;
  phone: string;
  role: Role;
  token: string;
}

/**
 * A signed-in user of the given role, made through the real user and session services (the OTP sign-in
 * itself is tested in otpSignIn.test.ts; going through it here would only be slower).
 */
export async function signedInAccount(app: FastifyInstance, role: Role, phone: string): Promise<Account> {
  const user = (await app.users.add(phone, role, app.clock())) ?? (await app.users.findByPhone(phone))!;
  const token = await app.sessions.start(user.id);
  return { userId: user.id, phone, role: user.role, token };
}

/** Ten-digit Indian mobile numbers, distinct per n. */
export const farmerPhone = (n: number) => `9${String(700_000_000 + n).padStart(9, '0')}`;

export interface CallOptions {
  as?: Account | null;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One API call as a browser makes it: JSON body, bearer token of `as`. */
export function callApi(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { as, body, query, headers = {} }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(query ? { query } : {}),
    headers: { ...(as ? bearer(as.token) : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
}
