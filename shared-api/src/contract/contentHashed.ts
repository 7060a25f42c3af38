/** webpack's [contenthash]: eight or more hex digits between separators, e.g. main.3f9a2b1c.js. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9.]+$/i;

/** A file whose name carries its content hash never changes: browsers and the service worker keep it. */
export function isContentHashed(fileName: string): boolean {
  return CONTENT_HASHED.test(fileName);
}
