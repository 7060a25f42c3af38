import { personaOf, roleRequiredForPath, ROUTES, type Persona } from './roles';

/**
 * The pages the shell's build renders to HTML (shell/scripts/prerender.mjs) and the server sends: the public
 * pages, and the frame of the farmer's form, whose title then paints before any script has run.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.login,
  ROUTES.form,
  ROUTES.about,
  ROUTES.contact,
  ROUTES.kccForm,
];

/** The folder of the shell's dist that holds them. */
export const PRERENDERED_FOLDER = 'prerendered';

/** Whom a page is prerendered for: a signed-out visitor, or (a role app's page) a user of that role. */
export type PrerenderedVisitor = 'signed-out' | Persona;

export function prerenderedVisitorFor(pathname: string): PrerenderedVisitor {
  const role = roleRequiredForPath(pathname);
  return role === null ? 'signed-out' : personaOf(role);
}

/** Who is looking at the page, in the same terms. */
export function visitorOf(session: { authToken: string | null; userRole: string | null }): PrerenderedVisitor {
  return session.authToken === null ? 'signed-out' : personaOf(session.userRole);
}

/** The file a prerendered page is kept in ('/' → 'home.html'), or null for a path that has none. */
export function prerenderedFileFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!PRERENDERED_PATHS.includes(path)) return null;
  return path === ROUTES.home ? 'home.html' : `${path.slice(1)}.html`;
}
