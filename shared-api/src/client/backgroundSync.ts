/**
 * Background Sync between the farmer's page and the shell's service worker. The service worker holds no
 * token and no application (docs/requirements.md#r10-offline): when the browser says the network is back
 * it only wakes the open pages, which send their queued saves themselves.
 */
export const QUEUED_SAVES_SYNC_TAG = 'kcc-queued-saves';
export const SEND_QUEUED_SAVES_MESSAGE = 'kcc:send-queued-saves';
/**
 * The page tells a newly installed service worker which files it loaded before the worker could see them
 * (`{ type, urls }`), so the farmer's app is there offline after the very first visit.
 */
export const KEEP_LOADED_FILES_MESSAGE = 'kcc:keep-loaded-files';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the page when the network returns; without Background Sync, nothing happens. */
export async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = (await globalThis.navigator?.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(QUEUED_SAVES_SYNC_TAG);
  } catch {
    // Background Sync refused or missing: the page's 'online' event and the next visit still send the save.
  }
}

/** Calls `send` each time the service worker passes on the browser's Background Sync; returns the unsubscribe. */
export function onBackgroundSync(send: () => void): () => void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (event.data === SEND_QUEUED_SAVES_MESSAGE) send();
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
