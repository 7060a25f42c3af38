import path from 'node:path';

export const NO_STORE = 'no-store';
export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** webpack's [contenthash]: eight or more hex digits between separators, e.g. main.3f9a2b1c.js. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9.]+$/i;

/**
 * Files whose name carries their content hash never change, so browsers keep them for a year; every
 * other file (index.html, remoteEntry.js, manifests) is checked with the server on each use.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'remoteEntry.js' || name.endsWith('.html')) return REVALIDATE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}
