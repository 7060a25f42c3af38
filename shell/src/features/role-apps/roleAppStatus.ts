import { useSyncExternalStore } from 'react';
import type { RoleAppName } from './roleApps';

export type RoleAppStatus = 'loading' | 'mounted' | 'failed';

// Fed by the single-spa root config (startRoleApps), which is loaded only once someone signs in; this
// module stays free of single-spa so the public pages do not download it.
let mounted: readonly string[] = [];
const failed = new Set<string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** After every single-spa route change: which role apps are mounted now. */
export function reportMountedRoleApps(names: readonly string[]): void {
  mounted = names;
  for (const name of names) failed.delete(name);
  notify();
}

/** The app (or, with '*', the root config itself) could not be loaded or mounted. */
export function reportRoleAppFailure(name: string): void {
  failed.add(name);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function statusOf(name: RoleAppName): RoleAppStatus {
  if (mounted.includes(name)) return 'mounted';
  return failed.has(name) || failed.has('*') ? 'failed' : 'loading';
}

/** The shell shows a loading text or a failure notice until the role app has mounted in the outlet. */
export function useRoleAppStatus(name: RoleAppName): RoleAppStatus {
  const status = () => statusOf(name);
  // At prerender (and so while hydrating) no app has loaded yet: 'loading'.
  return useSyncExternalStore(subscribe, status, status);
}
