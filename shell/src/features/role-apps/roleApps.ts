import { personaOf, roleRequiredForPath, ROLE_APP_PATHS, type Persona } from 'shared-api/contract/roles';

/** The role apps (single-spa applications, federation remotes) are named after the persona they serve. */
export type RoleAppName = Persona;

export const ROLE_APP_NAMES = Object.keys(ROLE_APP_PATHS) as RoleAppName[];

/** Which role app owns a path, or null for the shell's own public pages. */
export function roleAppForPath(pathname: string): RoleAppName | null {
  const requiredRole = roleRequiredForPath(pathname);
  return requiredRole === null ? null : personaOf(requiredRole);
}

/**
 * Whether this session may open a role app's path: signed in (a token exists) with that app's role.
 * Roles compare as personas, because spec §1 treats every role value other than banker, lawyer and admin
 * as a farmer; comparing raw values would bounce an unexpected value between / and /kcc-form forever.
 * Staff paths also need the exact role: the admin's screen and the banker's share one remote.
 */
export function mayOpenRolePath(
  pathname: string,
  session: { authToken: string | null; userRole: string | null },
): boolean {
  const app = roleAppForPath(pathname);
  const required = roleRequiredForPath(pathname);
  const exact = required === 'user' || required === session.userRole;
  return app !== null && session.authToken !== null && personaOf(session.userRole) === app && exact;
}
