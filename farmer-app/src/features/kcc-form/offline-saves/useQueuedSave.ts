import { useCallback, useEffect, useRef } from 'react';
import { askForBackgroundSync, onBackgroundSync } from 'shared-api/client/backgroundSync';
import { browserStorage } from 'shared-api/client/session';
import { readQueuedSave, removeQueuedSave, writeQueuedSave, type QueuedSave } from './queuedSave';

interface Options {
  /** The signed-in farmer's phone: whose queued save. */
  phone: string;
  /** False while the wizard cannot send yet (the unsaved copy is still offered, not restored). */
  ready: boolean;
  /** Sends the queued save; resolves whether it is done with (sent, or refused for good). */
  send: (queued: QueuedSave) => Promise<boolean>;
}

/**
 * The draft save queued offline (docs/requirements.md#r10-offline), sent when the network returns: at the
 * page's 'online' event, at the browser's Background Sync (passed on by the service worker), or when the
 * wizard opens on the next visit. Sent once: one send at a time, and forgotten as soon as it is done with.
 */
export function useQueuedSave({ phone, ready, send }: Options) {
  const storage = browserStorage();
  const latestSend = useRef(send);
  latestSend.current = send;
  const sending = useRef(false);

  const sendIfQueued = useCallback(async () => {
    const queued = readQueuedSave(storage, phone);
    if (!queued || sending.current) return;
    sending.current = true;
    try {
      if (await latestSend.current(queued)) removeQueuedSave(storage, phone);
    } catch (error) {
      // Still no network: it stays queued for the next chance.
      console.warn('The queued save could not be sent yet', error);
    } finally {
      sending.current = false;
    }
  }, [phone, storage]);

  useEffect(() => {
    if (!ready) return undefined;
    if (globalThis.navigator?.onLine !== false) void sendIfQueued();
    const onOnline = () => void sendIfQueued();
    window.addEventListener('online', onOnline);
    const stopSync = onBackgroundSync(onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      stopSync();
    };
  }, [ready, sendIfQueued]);

  const queue = useCallback(
    (baseVersion: number | undefined) => {
      // A save queued earlier keeps its version: the newer changes were made on top of the same one.
      const earlier = readQueuedSave(storage, phone);
      writeQueuedSave(storage, phone, {
        baseVersion: earlier ? earlier.baseVersion : baseVersion,
        queuedAt: Date.now(),
      });
      void askForBackgroundSync();
    },
    [phone, storage],
  );

  const forget = useCallback(() => removeQueuedSave(storage, phone), [phone, storage]);

  return { queue, forget };
}
