import { useCallback, useSyncExternalStore } from 'react';
import { theme, type Breakpoint } from '../theme';

/**
 * Whether a media query matches now, following changes (rotating a phone, resizing a window). Where the
 * browser has no matchMedia (tests in jsdom) it answers false: the small-screen layout, mobile first.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => globalThis.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Whether the screen is at least this wide (the theme's breakpoints, as `media.up` uses them). */
export function useScreenAtLeast(breakpoint: Breakpoint): boolean {
  return useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]}px)`);
}
