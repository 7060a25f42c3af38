import { isContentHashed } from '@kisan-credit/shared-api/contract/contentHashed';
import { PRERENDERED_FOLDER, prerenderedFileFor } from '@kisan-credit/shared-api/contract/prerenderedPages';
import { PERSONA_ROLES } from '@kisan-credit/shared-api/contract/roleAppManifest';
import { parseRoleAppReleases } from '../features/role-apps/remoteLocations';

/**
 * What the service worker keeps (docs/requirements.md#r10-offline): the farmer's and the public pages, the
 * shell, and the farmer's app; never a staff app's file, never an API answer.
 */

/**
 * The shell's texts in one language (`/texts-hi.1a2b3c4d.js`): not precached, since a reader needs one of the
 * ten, but kept once the page has loaded its reader's language.
 */
export function isShellTextsFile(url: URL, shellOrigin: string): boolean {
  return url.origin === shellOrigin && /^\/texts-[a-z]{2}\.[0-9a-f]{8,}\.js$/.test(url.pathname);
}

/** The precached copy of a farmer's or public page, for a navigation with no network; null for any other page. */
export function offlinePageFor(url: URL): string | null {
  const file = prerenderedFileFor(url.pathname);
  return file === null ? null : `/${PRERENDERED_FOLDER}/${file}`;
}

/** The folder the farmer's app is served from (where its remoteEntry.js is), as the live manifest says. */
export function farmerAppFolder(manifest: unknown, manifestUrl: string): string | null {
  try {
    const farmer = parseRoleAppReleases(manifest, manifestUrl).find((app) =>
      app.roles.some((role) => PERSONA_ROLES.farmer.includes(role)),
    );
    return farmer ? new URL('./', farmer.entry).href : null;
  } catch {
    return null;
  }
}

/**
 * How a file of the farmer's app is kept: its content-hashed chunks from the cache first (they never
 * change), everything else (remoteEntry.js) from the network first; null for a file outside the app.
 */
export function farmerAppFileStrategy(url: URL, folder: string | null): 'cacheFirst' | 'networkFirst' | null {
  if (folder === null || !url.href.startsWith(folder)) return null;
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return isContentHashed(name) ? 'cacheFirst' : 'networkFirst';
}
