import { useSyncExternalStore } from 'react';
import { PERSONA_ROLES } from '@kisan-credit/shared-api/contract/roleAppManifest';
import {
  pathOwnedBy,
  personaOf,
  ROLE_APP_PATHS,
  roleRequiredForPath,
  type Persona,
} from '@kisan-credit/shared-api/contract/roles';

/** A role app as the shell knows it: from the live manifest (/remotes.json), else the contract's three. */
export interface RoleApp {
  name: string;
  /** The session roles it serves ('user' is the farmer). */
  roles: readonly string[];
  /** Its route prefixes (a prefix ending in '/' owns the paths below it). */
  paths: readonly string[];
}

/** Before the manifest is read (and on the public pages, which never read it): the contract's role apps. */
export const BUILT_IN_ROLE_APPS: readonly RoleApp[] = (Object.keys(ROLE_APP_PATHS) as Persona[]).map((name) => ({
  name,
  roles: PERSONA_ROLES[name],
  paths: ROLE_APP_PATHS[name],
}));

// The shell learns the role apps at run time: a new app, or a role moved to another app, is a change of
// the manifest, not of the shell.
let known: readonly RoleApp[] = BUILT_IN_ROLE_APPS;
let fromManifest = false;
const listeners = new Set<() => void>();

/** The apps the live manifest names (startRoleApps, once it has read it). */
export function learnRoleApps(apps: readonly RoleApp[]): void {
  known = apps;
  fromManifest = true;
  for (const listener of listeners) listener();
}

/** Which role app owns a path, or null for the shell's own public pages (and paths nobody owns). */
export function roleAppForPath(pathname: string): RoleApp | null {
  return known.find((app) => app.paths.some((prefix) => pathOwnedBy(pathname, prefix))) ?? null;
}

/**
 * The role a session is served as: its own when some app serves it; otherwise, as docs/requirements.md#r1-users says, any role
 * other than banker or lawyer is a farmer ('user'). Comparing raw values would bounce an unexpected value
 * between / and /kcc-form forever.
 */
function servedRole(role: string | null): string {
  if (role !== null && known.some((app) => app.roles.includes(role))) return role;
  return PERSONA_ROLES[personaOf(role)][0]!;
}

/**
 * Whether this session may open a role app's path: signed in (a token exists) with a role that app serves.
 * A path the contract gives to one role needs exactly that role: the admin's screen and the banker's share
 * one app.
 */
export function mayOpenRolePath(
  pathname: string,
  session: { authToken: string | null; userRole: string | null },
): boolean {
  const app = roleAppForPath(pathname);
  const role = servedRole(session.userRole);
  const required = roleRequiredForPath(pathname);
  return (
    app !== null && session.authToken !== null && app.roles.includes(role) && (required === null || required === role)
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the manifest has been read; true from then on. */
export function useRoleAppsFromManifest(): boolean {
  const read = () => fromManifest;
  return useSyncExternalStore(subscribe, read, () => false);
}
