import type { Role } from 'shared-api/contract/roles';
import type { UserRepository } from './userRepository';

/** Staff accounts every development database has, so that each role can sign in at once (README). */
export const DEMO_USERS: readonly { phone: string; role: Role }[] = [
  { phone: '9000000001', role: 'banker' },
  { phone: '9000000002', role: 'lawyer' },
];

/** Idempotent: an existing demo number keeps whatever role it has been given since. */
export async function seedDemoUsers(users: UserRepository, now: Date): Promise<void> {
  for (const demo of DEMO_USERS) await users.add(demo.phone, demo.role, now);
}
