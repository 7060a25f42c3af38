import { useEffect } from 'react';
import { loadEveryStepAhead } from './steps';

/** After the page has settled: on a slow phone the steps must not compete with the step on screen. */
const SETTLE_MS = 5_000;

/**
 * Once the offline service worker controls the page (now, or when it takes over on the first visit), every
 * step is downloaded ahead, after the page has settled, so the service worker keeps it. Never without a
 * service worker: then only the step on screen is downloaded.
 */
export function useStepsKeptOffline(): void {
  useEffect(() => {
    const container = globalThis.navigator?.serviceWorker;
    if (!container) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loadAhead = () => {
      timer = setTimeout(loadEveryStepAhead, SETTLE_MS);
    };
    if (container.controller) loadAhead();
    else container.addEventListener('controllerchange', loadAhead, { once: true });
    return () => {
      container.removeEventListener('controllerchange', loadAhead);
      clearTimeout(timer);
    };
  }, []);
}
