import path from 'node:path';

/** The three role apps: their name in remotes.json, the URL they are served at, their build folder. */
export const REMOTE_APPS = [
  { name: 'farmer', urlPrefix: '/remotes/farmer/', workspace: 'farmer-app' },
  { name: 'lawyer', urlPrefix: '/remotes/lawyer/', workspace: 'lawyer-app' },
  { name: 'banker', urlPrefix: '/remotes/banker/', workspace: 'banker-app' },
] as const;

export function distFolder(webRoot: string, workspace: string): string {
  return path.join(webRoot, workspace, 'dist');
}

/** What /remotes.json answers when no manifest file exists: each remote from this server. */
export const DEFAULT_REMOTES_MANIFEST: Record<string, string> = Object.fromEntries(
  REMOTE_APPS.map((remote) => [remote.name, `${remote.urlPrefix}remoteEntry.js`]),
);
