import { ROLE_APP_PATHS, type Persona } from './roles';

/**
 * The version of what the shell gives every role app: the shared singletons (React, the store, the api…)
 * and the props it mounts them with (RoleAppCustomProps). A change a built remote would break on bumps
 * the major; an addition bumps the minor. Each remote declares the range it works with (package.json
 * "roleApp.shellContract", e.g. "^1.0"), and the shell refuses a remote whose range it is not in.
 */
export const SHELL_CONTRACT_VERSION = '1.0.0';

const VERSION = /^(\d+)\.(\d+)(?:\.(\d+))?$/;

/**
 * Whether `version` is in `range`: a caret range ("^1.2": 1.2.0 and up, below 2.0.0; "^0.3": below 0.4.0)
 * or an exact version. Anything else is no range, and matches nothing.
 */
export function inContractRange(version: string, range: string): boolean {
  const have = VERSION.exec(version);
  const caret = range.startsWith('^');
  const want = VERSION.exec(caret ? range.slice(1) : range);
  if (!have || !want) return false;
  const [hMajor, hMinor, hPatch] = [have[1], have[2], have[3] ?? '0'].map(Number) as [number, number, number];
  const [wMajor, wMinor, wPatch] = [want[1], want[2], want[3] ?? '0'].map(Number) as [number, number, number];
  if (!caret) return hMajor === wMajor && hMinor === wMinor && hPatch === wPatch;
  if (hMajor !== wMajor) return false;
  if (wMajor === 0 && hMinor !== wMinor) return false;
  return hMinor > wMinor || (hMinor === wMinor && hPatch >= wPatch);
}

/** One release of a role app as the shell needs it. */
export interface LiveRoleApp {
  version?: string;
  /** Its remoteEntry.js: absolute, or relative to the manifest's own URL. */
  entry: string;
  integrity?: string;
  /** The session roles it serves ('user' is the farmer). */
  roles: string[];
  /** Its route prefixes: a prefix ending in '/' owns the paths below it, any other only itself. */
  paths: string[];
  /** The range of SHELL_CONTRACT_VERSION it works with; absent: any. */
  shellContract?: string;
}

/**
 * The live manifest (/remotes.json): each role app's current release and the one before, written by
 * `npm run promote` / `npm run rollback`. The older form, each app's name mapped to its remoteEntry.js
 * URL, still reads: those apps serve the roles and paths the contract gives them (ROLE_APP_PATHS).
 */
export type LiveManifest =
  { apps: Record<string, { current: LiveRoleApp; previous?: LiveRoleApp | null }> } | Record<string, string>;

// Checked by hand, not with zod: the shell reads the manifest on every signed-in page, and zod's core
// (15 kB gzip even as zod/mini) would come on top of the farmer app's own copy.
const APP_NAME = /^[a-z][a-z0-9-]{0,39}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isTextList = (value: unknown, check: (item: unknown) => boolean) =>
  Array.isArray(value) && value.length > 0 && value.every(check);

/** What is wrong with a release entry of the manifest, or undefined when it is one. */
function releaseProblem(release: unknown): string | undefined {
  if (!isObject(release)) return 'a release must be an object';
  if (!isText(release.entry, 1, 2000)) return 'entry must be the URL of its remoteEntry.js';
  if (!isTextList(release.roles, (role) => isText(role, 1, 40))) return 'roles must list at least one role';
  if (!isTextList(release.paths, (path) => isText(path, 1, 200) && (path as string).startsWith('/'))) {
    return "paths must list at least one path starting with '/'";
  }
  for (const [field, max] of [
    ['version', 100],
    ['integrity', 200],
    ['shellContract', 40],
  ] as const) {
    if (release[field] !== undefined && !isText(release[field], field === 'version' ? 1 : 0, max)) {
      return `${field} must be a string of at most ${max} characters`;
    }
  }
  return undefined;
}

/** What is wrong with a live manifest, or undefined when it is one (of either form). */
function manifestProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'the manifest must be a JSON object';
  if (!('apps' in value)) {
    const olderForm = Object.entries(value).every(([name, entry]) => name.length > 0 && isText(entry, 1, Infinity));
    return olderForm ? undefined : 'each app name must map to its remoteEntry.js URL, or the manifest must have "apps"';
  }
  if (!isObject(value.apps)) return '"apps" must be an object';
  for (const [name, app] of Object.entries(value.apps)) {
    if (!APP_NAME.test(name)) return `"${name}" is not an app name`;
    if (!isObject(app)) return `${name} must have a current release`;
    const problem =
      releaseProblem(app.current) ??
      (app.previous === undefined || app.previous === null ? undefined : releaseProblem(app.previous));
    if (problem) return `${name}: ${problem}`;
  }
  return undefined;
}

/** A live manifest read from JSON: the manifest, or what is wrong with it. */
export function readLiveManifest(value: unknown): { manifest: LiveManifest } | { problem: string } {
  const problem = manifestProblem(value);
  return problem === undefined ? { manifest: value as LiveManifest } : { problem };
}

/** The roles each of the contract's role apps serves; the first is the one an unknown role value is served as. */
export const PERSONA_ROLES: Record<Persona, readonly string[]> = {
  farmer: ['user'],
  lawyer: ['lawyer'],
  banker: ['banker', 'admin'],
};

/** Each app's current release, by name, whichever form the manifest has. */
export function currentRoleApps(manifest: LiveManifest): Record<string, LiveRoleApp> {
  if ('apps' in manifest && typeof manifest.apps === 'object') {
    return Object.fromEntries(Object.entries(manifest.apps).map(([name, { current }]) => [name, current]));
  }
  return Object.fromEntries(
    Object.entries(manifest as Record<string, string>).map(([name, entry]) => {
      const paths = ROLE_APP_PATHS[name as Persona] as readonly string[] | undefined;
      return [name, { entry, roles: paths ? [...PERSONA_ROLES[name as Persona]] : [], paths: paths ? [...paths] : [] }];
    }),
  );
}
