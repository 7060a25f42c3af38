import { useCallback, useEffect, useRef, useState } from 'react';
import { askForBackgroundSync, onBackgroundSync } from '@kisan-credit/shared-api/client/backgroundSync';
import { browserStorage } from '@kisan-credit/shared-api/client/session';
import {
  queuedOnTop,
  readQueuedSave,
  removeQueuedSave,
  writeQueuedSave,
  type QueuedSave,
  type QueuedWriteKind,
} from './queuedSave';

interface Options {
  /** The signed-in farmer's phone: whose queued save. */
  phone: string;
  /** False while the wizard cannot send yet (the unsaved copy is still offered, not restored). */
  ready: boolean;
  /** Sends the queued save; resolves whether it is done with (sent, or refused for good). */
  send: (queued: QueuedSave) => Promise<boolean>;
  /**
   * The version of the saved application the wizard knows now: a write queued while another was being
   * sent goes out on the version that one left.
   */
  currentVersion?: () => number | undefined;
}

const sameEntry = (a: QueuedSave | undefined, b: QueuedSave) =>
  a !== undefined && a.kind === b.kind && a.queuedAt === b.queuedAt && a.baseVersion === b.baseVersion;

/**
 * The save, submission or update queued offline (docs/requirements.md#r10-offline), sent when the network
 * returns: at the page's 'online' event, at the browser's Background Sync (passed on by the service worker),
 * or when the wizard opens on the next visit. Sent once: one send at a time, and forgotten as soon as it is
 * done with.
 */
export function useQueuedSave({ phone, ready, send, currentVersion }: Options) {
  const storage = browserStorage();
  const latestSend = useRef(send);
  latestSend.current = send;
  const latestVersion = useRef(currentVersion);
  latestVersion.current = currentVersion;
  const sending = useRef(false);
  // Asked again while a send was on its way (the network came back meanwhile): tried once more after it.
  const askedAgain = useRef(false);
  // What is queued, for the screen ('Waiting for the network to submit').
  const [queued, setQueued] = useState<QueuedSave | undefined>(() => readQueuedSave(storage, phone));

  const sendIfQueued = useCallback(async (): Promise<void> => {
    const entry = readQueuedSave(storage, phone);
    if (!entry) return;
    if (sending.current) {
      askedAgain.current = true;
      return;
    }
    sending.current = true;
    askedAgain.current = false;
    let again = false;
    try {
      if (await latestSend.current(entry)) {
        const now = readQueuedSave(storage, phone);
        if (now && !sameEntry(now, entry)) {
          // Queued again while this one was on its way: it goes next, on the version this one left.
          const rebased = { ...now, baseVersion: latestVersion.current?.() ?? now.baseVersion };
          writeQueuedSave(storage, phone, rebased);
          setQueued(rebased);
          again = true;
        } else {
          removeQueuedSave(storage, phone);
          setQueued(undefined);
        }
      } else {
        // Not done with (no answer): once more if the network came back while it was on its way.
        again = askedAgain.current;
      }
    } catch (error) {
      // Still no network: it stays queued for the next chance.
      console.warn('The queued save could not be sent yet', error);
      again = askedAgain.current;
    } finally {
      sending.current = false;
      askedAgain.current = false;
    }
    if (again) await sendIfQueued();
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
    (baseVersion: number | undefined, kind: QueuedWriteKind = 'draft') => {
      // A save queued earlier keeps its version: the newer changes were made on top of the same one.
      const entry = queuedOnTop(readQueuedSave(storage, phone), { kind, baseVersion, queuedAt: Date.now() });
      writeQueuedSave(storage, phone, entry);
      setQueued(entry);
      void askForBackgroundSync();
    },
    [phone, storage],
  );

  const forget = useCallback(() => {
    removeQueuedSave(storage, phone);
    setQueued(undefined);
  }, [phone, storage]);

  return {
    /** What is queued now (undefined: nothing). */
    queued,
    queue,
    forget,
    /** Tries the queued write now (Submit pressed again, or the network is back), if the wizard may send. */
    sendNow: useCallback(() => (ready ? sendIfQueued() : Promise.resolve()), [ready, sendIfQueued]),
  };
}
