import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while a prerendered page is still the server's HTML (at prerender, and while React hydrates it);
 * true once React runs the page, and from the first render of a page drawn in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
