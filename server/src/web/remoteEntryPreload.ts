import { personaOf, roleRequiredForPath } from '@kisan-credit/shared-api/contract/roles';
import { remoteEntries, type RemotesManifest } from './remotesManifest';

/**
 * For the farmer's page (/kcc-form) when this server serves the farmer app: a preload of its remoteEntry.js,
 * so a farmer's phone fetches it beside the shell's script instead of after it. Only the farmer app: the
 * server cannot tell who is asking, and a farmer opening a staff link must not download staff code. Remotes
 * on other origins are left to the shell (their script is loaded with other CORS attributes).
 */
export function remoteEntryPreload(pathname: string, manifest: RemotesManifest): string | null {
  const role = roleRequiredForPath(pathname);
  if (role === null || personaOf(role) !== 'farmer') return null;
  const entry = remoteEntries(manifest).farmer;
  if (entry === undefined || !/^\/(?!\/)[\w./-]+$/.test(entry)) return null;
  return `<link rel="preload" as="script" href="${entry}">`;
}
