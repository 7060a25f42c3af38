import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@kisan-credit/shared-api/contract/roles';
import { bearer } from './signIn';

export interface Account {
  userId: string;
  phone: string;
  role: Role;
  token: string;
}

/** The branch of the test cast: it serves every PIN code, as the development branch does. */
export const TEST_BRANCH = 'KCCB0000001';

export interface StaffOptions {
  name?: string;
  /** A banker's branch or a lawyer's panel (IFSC codes); the test branch by default. */
  branches?: string[];
  sanctionLimit?: number | null;
}

/** Adds a branch unless it exists; no PIN codes: it serves every one. */
export async function ensureBranch(app: FastifyInstance, ifsc: string, pins: string[] = []): Promise<void> {
  if ((await app.organisation.listBranches()).some((branch) => branch.ifsc === ifsc)) return;
  const actor = { userId: null, role: null, name: 'test', branchIfsc: null };
  // Accounts made at once may both find it missing: the second one finds it added.
  await app.organisation
    .addBranch(actor, { ifsc, name: `Branch ${ifsc}`, pins, servesEveryPin: pins.length === 0 })
    .catch((error: unknown) => {
      if ((error as { key?: string }).key !== 'ifscTaken') throw error;
    });
}

/**
 * A signed-in user of the given role, made through the real user, organisation and session services (the
 * OTP sign-in itself is tested in otpSignIn.test.ts; going through it here would only be slower). Staff
 * belong to the test branch unless told otherwise; a banker has a limit of ₹10,00,000 unless told.
 */
export async function signedInAccount(
  app: FastifyInstance,
  role: Role,
  phone: string,
  staff: StaffOptions = {},
): Promise<Account> {
  let user = await app.users.findByPhone(phone);
  if (!user && role === 'user') user = await app.users.add(phone, role, app.clock());
  if (!user) {
    const branches = role === 'admin' ? [] : (staff.branches ?? [TEST_BRANCH]);
    for (const ifsc of branches) await ensureBranch(app, ifsc);
    const actor = { userId: null, role: null, name: 'test', branchIfsc: null };
    await app.organisation.addStaff(actor, {
      phone,
      role: role as 'banker' | 'lawyer' | 'admin',
      name: staff.name ?? `${role} ${phone.slice(-4)}`,
      branches,
      sanctionLimit: role === 'banker' ? (staff.sanctionLimit === undefined ? 1_000_000 : staff.sanctionLimit) : null,
      active: true,
    });
    user = await app.users.findByPhone(phone);
  }
  const token = await app.sessions.start(user!.id);
  return { userId: user!.id, phone, role: user!.role, token };
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
    headers: {
      ...(as ? bearer(as.token) : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
}
