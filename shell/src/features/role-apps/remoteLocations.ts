import { ROLE_APP_NAMES, type RoleAppName } from './roleApps';

/** Where each remote's remoteEntry.js lives: the content of /remotes.json. */
export type RemoteLocations = Record<RoleAppName, string>;

export function remotesJsonUrl(): string {
  return new URL('/remotes.json', globalThis.location.origin).href;
}

/**
 * Reads /remotes.json at run time, never from a cache, so moving a remote to another host is a one-line
 * change of that file with no rebuild of the shell.
 */
export async function fetchRemoteLocations(url: string = remotesJsonUrl()): Promise<RemoteLocations> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemoteLocations(await response.json(), url);
}

/** Every role app must be listed; relative locations are resolved against remotes.json's own URL. */
export function parseRemoteLocations(body: unknown, baseUrl: string): RemoteLocations {
  if (typeof body !== 'object' || body === null) throw new Error('remotes.json must be a JSON object');
  const listed = body as Record<string, unknown>;
  const locations = {} as RemoteLocations;
  for (const name of ROLE_APP_NAMES) {
    const location = listed[name];
    if (typeof location !== 'string' || location.trim() === '') {
      throw new Error(`remotes.json gives no location for "${name}"`);
    }
    locations[name] = new URL(location, baseUrl).href;
  }
  return locations;
}
