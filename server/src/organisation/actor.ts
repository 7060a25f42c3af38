import os from 'node:os';
import type { Role } from '@kisan-credit/shared-api/contract/roles';

/** Who is calling (request.user): the signed-in user as the session knows them. */
export interface Caller {
  userId: string;
  phone: string;
  role: Role;
  /** Staff: their name; a banker's branch and sanctioning limit (rupees). */
  name: string | null;
  branchId: string | null;
  sanctionLimit: number | null;
}

/** Who makes a change, as the audit book records them (as they were at the time). */
export interface Actor {
  /** Null for the command line, which names the operating-system account instead. */
  userId: string | null;
  role: Role | null;
  name: string | null;
  /** The IFSC of the actor's branch (a banker's); null for others. */
  branchIfsc: string | null;
}

/** The command line's changes are made by whoever runs it on the server. */
export function commandLineActor(): Actor {
  return {
    userId: null,
    role: null,
    name: `command line (${os.userInfo().username}@${os.hostname()})`,
    branchIfsc: null,
  };
}
