import fs from 'node:fs';
import {
  currentRoleApps,
  readLiveManifest,
  type LiveManifest,
} from '@kisan-credit/shared-api/contract/roleAppManifest';
import { DEFAULT_REMOTES_MANIFEST } from './webLayout';

export type RemotesManifest = LiveManifest;

/**
 * Reads the live manifest (REMOTES_MANIFEST: a release store's live.json, or the older map of names to
 * entries) on demand, so that a promote, a rollback or a remote moved elsewhere takes effect without a
 * restart; the parsed file is kept until its modification time changes.
 */
export function createRemotesManifestReader(file: string) {
  let cached: { mtimeMs: number; manifest: RemotesManifest } | undefined;
  return function readRemotesManifest(): RemotesManifest {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return DEFAULT_REMOTES_MANIFEST;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const read = readLiveManifest(parseJsonOrUndefined(fs.readFileSync(file, 'utf8')));
      if ('problem' in read) {
        throw new Error(
          `${file} must be a live manifest ({"apps": …}) or a JSON object mapping each remote's name to its remoteEntry.js URL: ${read.problem}`,
        );
      }
      cached = { mtimeMs, manifest: read.manifest };
    }
    return cached.manifest;
  };
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Each role app's current remoteEntry.js, by name. */
export function remoteEntries(manifest: RemotesManifest): Record<string, string> {
  return Object.fromEntries(Object.entries(currentRoleApps(manifest)).map(([name, app]) => [name, app.entry]));
}

/** The other origins the manifest loads remotes from ('/remotes/…' entries are this server's own). */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(remoteEntries(manifest))) {
    // Module Federation also accepts "name@https://…/remoteEntry.js".
    const url = entry.includes('@') && !entry.startsWith('http') ? entry.slice(entry.indexOf('@') + 1) : entry;
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL; the shell will report it when it tries to load that remote.
    }
  }
  return [...origins];
}
