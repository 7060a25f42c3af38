import { ROUTES } from './roles';

/** The public pages the shell's build renders to HTML (shell/scripts/prerender.mjs) and the server sends. */
export const PRERENDERED_PATHS: readonly string[] = [ROUTES.home, ROUTES.login, ROUTES.form, ROUTES.about, ROUTES.contact];

/** The folder of the shell's dist that holds them. */
export const PRERENDERED_FOLDER = 'prerendered';

/** The file a prerendered page is kept in ('/' → 'home.html'), or null for a path that has none. */
export function prerenderedFileFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!PRERENDERED_PATHS.includes(path)) return null;
  return path === ROUTES.home ? 'home.html' : `${path.slice(1)}.html`;
}
