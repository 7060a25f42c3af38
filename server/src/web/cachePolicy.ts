import path from 'node:path';
import { isContentHashed } from '@kisan-credit/shared-api/contract/contentHashed';

export const NO_STORE = 'no-store';
export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files whose name carries their content hash never change, so browsers keep them for a year; every
 * other file (index.html, remoteEntry.js, manifests) is checked with the server on each use.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'remoteEntry.js' || name.endsWith('.html')) return REVALIDATE;
  return isContentHashed(name) ? IMMUTABLE : REVALIDATE;
}
