import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RoleAppRelease } from './remoteLocations';

const integrityOfEntry = new Map<string, string>();

/** The live manifest's hashes of the role apps' entries, checked from now on when an entry is loaded. */
export function expectEntryIntegrity(apps: readonly RoleAppRelease[]): void {
  integrityOfEntry.clear();
  for (const { entry, integrity } of apps) if (integrity) integrityOfEntry.set(entry, integrity);
}

/**
 * remoteEntry.js keeps its name from release to release, so a CDN or proxy serving a changed or stale copy
 * would otherwise run it: the browser refuses an entry whose bytes are not the released ones, and the shell
 * shows its load failure (with a Retry) instead. Its chunks are named by their content.
 */
export function entryIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'role-app-entry-integrity',
    createScript({ url }) {
      const integrity = integrityOfEntry.get(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      // The integrity of a script from another origin can only be checked over CORS.
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
