import fs from 'node:fs';
import { z } from 'zod';
import { DEFAULT_REMOTES_MANIFEST } from './webLayout';

const manifestSchema = z.record(z.string().min(1), z.string().min(1));
export type RemotesManifest = z.infer<typeof manifestSchema>;

/**
 * Reads remotes.json on demand, so that pointing a remote elsewhere takes effect without a restart;
 * the parsed file is kept until its modification time changes.
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
      const parsed = manifestSchema.safeParse(parseJsonOrUndefined(fs.readFileSync(file, 'utf8')));
      if (!parsed.success) {
        throw new Error(`${file} must be a JSON object mapping each remote's name to its remoteEntry.js URL`);
      }
      cached = { mtimeMs, manifest: parsed.data };
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

/** The other origins the manifest loads remotes from ('/remotes/…' entries are this server's own). */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
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
