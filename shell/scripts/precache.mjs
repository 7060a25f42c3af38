// After the prerendered pages exist: the service worker's precache list (the shell's scripts and the
// prerendered pages, each with its revision) injected into dist/sw.js. docs/requirements.md#r10-offline
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { SERVICE_WORKER_BUILD_FOLDER } = require('../../tools/webpack/createServiceWorkerConfig.cjs');
const dist = path.join(appDir, 'dist');

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(appDir, SERVICE_WORKER_BUILD_FOLDER, 'sw.js'),
  swDest: path.join(dist, 'sw.js'),
  globDirectory: dist,
  // The staff pages are not prerendered and the remotes are not in the shell's dist: neither is kept.
  globPatterns: ['*.js', 'prerendered/*.html', 'manifest.webmanifest', 'icons/*.png'],
  // The texts come one language at a time: the worker keeps the reader's once the page has loaded it.
  globIgnores: ['sw.js', 'texts-*.js'],
  // Content-hashed names need no revision of their own.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.js$/,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
