import { useEffect } from 'react';
import { loadEveryStepAhead } from './steps';

/**
 * Once the offline service worker controls the page (now, or when it takes over on the first visit), every
 * step is downloaded ahead so the service worker keeps it. Never before: a first visit with no service
 * worker downloads only the step on screen.
 */
export function useStepsKeptOffline(): void {
  useEffect(() => {
    const container = globalThis.navigator?.serviceWorker;
    if (!container) return undefined;
    if (container.controller) {
      loadEveryStepAhead();
      return undefined;
    }
    container.addEventListener('controllerchange', loadEveryStepAhead, { once: true });
    return () => container.removeEventListener('controllerchange', loadEveryStepAhead);
  }, []);
}
