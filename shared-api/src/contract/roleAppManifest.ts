import { z } from 'zod';
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

const path = z.string().startsWith('/').max(200);

/** One release of a role app as the shell needs it. */
export const liveRoleAppSchema = z.object({
  version: z.string().min(1).max(100).optional(),
  /** Its remoteEntry.js: absolute, or relative to the manifest's own URL. */
  entry: z.string().min(1).max(2000),
  integrity: z.string().max(200).optional(),
  /** The session roles it serves ('user' is the farmer). */
  roles: z.array(z.string().min(1).max(40)).min(1),
  /** Its route prefixes: a prefix ending in '/' owns the paths below it, any other only itself. */
  paths: z.array(path).min(1),
  /** The range of SHELL_CONTRACT_VERSION it works with; absent: any. */
  shellContract: z.string().max(40).optional(),
});
export type LiveRoleApp = z.infer<typeof liveRoleAppSchema>;

/**
 * The live manifest (/remotes.json): each role app's current release and the one before, written by
 * `npm run promote` / `npm run rollback`. The older form, each app's name mapped to its remoteEntry.js
 * URL, still reads: those apps serve the roles and paths the contract gives them (ROLE_APP_PATHS).
 */
export const liveManifestSchema = z.union([
  z.object({
    apps: z.record(
      z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
      z.object({ current: liveRoleAppSchema, previous: liveRoleAppSchema.nullable().optional() }),
    ),
  }),
  z.record(z.string().min(1), z.string().min(1)),
]);
export type LiveManifest = z.infer<typeof liveManifestSchema>;

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
