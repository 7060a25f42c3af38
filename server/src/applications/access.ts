import type { Role } from 'shared-api/contract/roles';
import { statusGroupOf, type ApplicationStatus } from 'shared-api/contract/status';
import { LAWYER_VISIBLE_GROUPS } from '../db/schema';

/**
 * Who may read an application, besides its owner: a banker any, a lawyer only once it has reached legal
 * review (never a draft or one still waiting for a lawyer). Farmers reach only their own, by the calls
 * that take no userId. Anything not allowed here is refused.
 */
export function staffMayRead(role: Role, status: ApplicationStatus): boolean {
  if (role === 'banker') return true;
  if (role === 'lawyer') return LAWYER_VISIBLE_GROUPS.includes(statusGroupOf(status));
  return false;
}

export const isFarmer = (role: Role) => role === 'user';
