import type { Role } from '@kisan-credit/shared-api/contract/roles';
import { LAWYER_VISIBLE_GROUPS, statusGroupOf, type ApplicationStatus } from '@kisan-credit/shared-api/contract/status';

/** Whose application it is, as far as need-to-know goes. */
export interface ApplicationPlacement {
  status: ApplicationStatus;
  branchId: string | null;
  assignedLawyerId: string | null;
}

/**
 * Who may read an application, besides its owner: a banker only their own branch's; a lawyer only the ones
 * assigned to them, once they have reached legal review (never a draft or one still waiting for a lawyer).
 * Farmers reach only their own, by the calls that take no userId; an admin routes and administers but
 * reads no application. Anything not allowed here is refused, and answered as if it did not exist.
 */
export function staffMayRead(
  caller: { userId: string; role: Role; branchId: string | null },
  application: ApplicationPlacement,
): boolean {
  if (caller.role === 'banker') return caller.branchId !== null && application.branchId === caller.branchId;
  if (caller.role === 'lawyer') {
    return (
      application.assignedLawyerId === caller.userId &&
      LAWYER_VISIBLE_GROUPS.includes(statusGroupOf(application.status))
    );
  }
  return false;
}

export const isFarmer = (role: Role) => role === 'user';
