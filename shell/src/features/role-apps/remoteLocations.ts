import { currentRoleApps, readLiveManifest } from '@kisan-credit/shared-api/contract/roleAppManifest';
import type { RoleApp } from './roleApps';

/** A role app's current release: what the shell registers with the federation runtime and single-spa. */
export interface RoleAppRelease extends RoleApp {
  /** Its remoteEntry.js, absolute. */
  entry: string;
  version: string | undefined;
  /** The range of the shell contract the release works with (absent: any). */
  shellContract: string | undefined;
  /** The Subresource Integrity hash of its remoteEntry.js (releases made by `npm run release` carry one). */
  integrity: string | undefined;
}

export function remotesJsonUrl(): string {
  return new URL('/remotes.json', globalThis.location.origin).href;
}

/**
 * Reads the live manifest (/remotes.json) at run time, never from a cache: promoting or rolling back a
 * release, moving an app to another host or adding one changes that file, not the shell.
 */
export async function fetchRoleAppReleases(url: string = remotesJsonUrl()): Promise<RoleAppRelease[]> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRoleAppReleases(await response.json(), url);
}

/** Each app's current release; relative entries are resolved against the manifest's own URL. */
export function parseRoleAppReleases(body: unknown, manifestUrl: string): RoleAppRelease[] {
  const read = readLiveManifest(body);
  if ('problem' in read) throw new Error(`${manifestUrl} is not a live manifest: ${read.problem}`);
  return Object.entries(currentRoleApps(read.manifest))
    .filter(([, app]) => app.roles.length > 0 && app.paths.length > 0)
    .map(([name, app]) => ({
      name,
      entry: new URL(app.entry, manifestUrl).href,
      roles: app.roles,
      paths: app.paths,
      version: app.version,
      shellContract: app.shellContract,
      integrity: app.integrity,
    }));
}
