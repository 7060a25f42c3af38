import { useSyncExternalStore } from 'react';

/**
 * 'incompatible': the live release declares a shell contract range this shell is not in; 'failed': it
 * could not be loaded or mounted (a retry may help).
 */
export type RoleAppStatus = 'loading' | 'mounted' | 'failed' | 'incompatible';

// Fed by the single-spa root config (startRoleApps), which is loaded only once someone signs in; this
// module stays free of single-spa so the public pages do not download it.
let mounted: readonly string[] = [];
const failed = new Map<string, 'failed' | 'incompatible'>();
const listeners = new Set<() => void>();
// Until the root config has started (its own download failed), only a reload can try again.
let retry: (name: string) => void = () => globalThis.location.reload();

function notify(): void {
  for (const listener of listeners) listener();
}

/** After every single-spa route change: which role apps are mounted now. */
export function reportMountedRoleApps(names: readonly string[]): void {
  mounted = names;
  for (const name of names) failed.delete(name);
  notify();
}

/** The app (or, with '*', the root config itself) could not be loaded or mounted, or is incompatible. */
export function reportRoleAppFailure(name: string, kind: 'failed' | 'incompatible' = 'failed'): void {
  failed.set(name, kind);
  notify();
}

/** How the root config loads an app again (startRoleApps sets it). */
export function setRoleAppRetry(retryApp: (name: string) => void): void {
  retry = retryApp;
}

/** The user asked to try a failed app again: it shows as loading until it mounts or fails again. */
export function retryRoleApp(name: string): void {
  failed.delete(name);
  failed.delete('*');
  notify();
  retry(name);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function statusOf(name: string): RoleAppStatus {
  if (mounted.includes(name)) return 'mounted';
  return failed.get(name) ?? (failed.has('*') ? 'failed' : 'loading');
}

/** The shell shows a loading text, a failure dialog or an incompatibility notice until the role app has mounted. */
export function useRoleAppStatus(name: string): RoleAppStatus {
  const status = () => statusOf(name);
  // At prerender (and so while hydrating) no app has loaded yet: 'loading'.
  return useSyncExternalStore(subscribe, status, status);
}
