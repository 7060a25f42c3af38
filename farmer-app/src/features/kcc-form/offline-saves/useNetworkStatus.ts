import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network ('online' while it cannot tell). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.navigator?.onLine !== false,
    () => true,
  );
}
