// The portal's service worker (built alone by tools/webpack/createServiceWorkerConfig.cjs; never part of a
// page's bundle). What it keeps and why: docs/requirements.md#r10-offline.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  KEEP_LOADED_FILES_MESSAGE,
  QUEUED_SAVES_SYNC_TAG,
  SEND_QUEUED_SAVES_MESSAGE,
} from '@kisan-credit/shared-api/client/backgroundSync';
import { farmerAppFileStrategy, farmerAppFolder, isShellTextsFile, offlinePageFor } from './offlineRoutes';

interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'sync', listener: (event: { tag: string } & ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown } & ExtendableEvent) => void): void;
}
// The worker's own event types (TypeScript's webworker library cannot sit beside the DOM one in one project).
interface ExtendableEvent extends Event {
  waitUntil(done: Promise<unknown>): void;
}
const worker = self as unknown as ServiceWorkerScope;

const FARMER_APP_CACHE = 'farmer-app';
const REMOTES_JSON = '/remotes.json';

// An update of the shell or of the farmer's app reaches the farmer at the next page they open: the new
// worker takes over at once, without reloading a page someone is typing in.
void worker.skipWaiting();
clientsClaim();

// The shell: its scripts and the prerendered pages (filled in by shell/scripts/precache.mjs).
cleanupOutdatedCaches();
// Written out in full: the build looks for `self.__WB_MANIFEST` to put the list in.
precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST);

// A farmer's or public page: from the network, else its precached copy.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && offlinePageFor(url) !== null,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const page = await matchPrecache(offlinePageFor(url)!);
      if (page) return page;
      throw error;
    }
  },
);

// Where the farmer's app lives comes from the live manifest, read (and kept) as the shell reads it.
let farmerFolder: string | null = null;
const manifestUrl = new URL(REMOTES_JSON, worker.location.origin).href;
const learnFarmerFolder = async (response: Response | undefined) => {
  if (response?.ok) farmerFolder = farmerAppFolder(await response.clone().json(), manifestUrl) ?? farmerFolder;
};
void caches
  .open(FARMER_APP_CACHE)
  .then((cache) => cache.match(manifestUrl))
  .then(learnFarmerFolder);

const networkFirst = new NetworkFirst({
  cacheName: FARMER_APP_CACHE,
  // A release from another host is an opaque answer when loaded without CORS.
  plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })],
});
const cacheFirst = new CacheFirst({
  cacheName: FARMER_APP_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    // Chunks of releases long replaced.
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 60 }),
  ],
});

registerRoute(
  ({ url }) => url.href === manifestUrl,
  async (options) => {
    const response = await networkFirst.handle(options);
    await learnFarmerFolder(response);
    return response;
  },
);
registerRoute(({ url }) => farmerAppFileStrategy(url, farmerFolder) === 'cacheFirst', cacheFirst);
registerRoute(({ url }) => isShellTextsFile(url, worker.location.origin), cacheFirst);
registerRoute(({ url }) => farmerAppFileStrategy(url, farmerFolder) === 'networkFirst', networkFirst);

// The farmer's app files the page loaded before this worker was installed.
worker.addEventListener('message', (event) => {
  const { data } = event;
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== KEEP_LOADED_FILES_MESSAGE) return;
  const urls =
    'urls' in data && Array.isArray(data.urls) ? data.urls.filter((url: unknown) => typeof url === 'string') : [];
  event.waitUntil(keepLoadedFiles(urls, event));
});

async function keepLoadedFiles(urls: string[], event: ExtendableEvent): Promise<void> {
  await learnFarmerFolder(await networkFirst.handle({ request: new Request(manifestUrl), event }));
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href);
      const strategy = isShellTextsFile(url, worker.location.origin)
        ? 'cacheFirst'
        : farmerAppFileStrategy(url, farmerFolder);
      if (strategy === null) return;
      const request = new Request(url, { mode: url.origin === worker.location.origin ? 'same-origin' : 'no-cors' });
      await (strategy === 'cacheFirst' ? cacheFirst : networkFirst).handle({ request, event }).catch(() => undefined);
    }),
  );
}

// The browser's Background Sync: the pages send their queued saves (the worker holds none).
worker.addEventListener('sync', (event) => {
  if (event.tag !== QUEUED_SAVES_SYNC_TAG) return;
  event.waitUntil(
    worker.clients
      .matchAll({ type: 'window' })
      .then((pages) => pages.forEach((page) => page.postMessage(SEND_QUEUED_SAVES_MESSAGE))),
  );
});
