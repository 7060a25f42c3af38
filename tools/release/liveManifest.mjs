// The live manifest (live.json at the release store's root): which release of each role app users get,
// and the one before it, for a rollback. The shell reads it at run time (served as /remotes.json), so
// promoting, rolling back, adding an app or moving a role to another app needs no shell rebuild.
export const LIVE_MANIFEST_KEY = 'live.json';

/** Where the store's releases are reached by browsers; entries in live.json are URLs under it. */
export function releasesPublicUrl() {
  const url = process.env.RELEASES_PUBLIC_URL ?? '/releases/';
  return url.endsWith('/') ? url : `${url}/`;
}

export async function readLiveManifest(store) {
  const body = await store.read(LIVE_MANIFEST_KEY);
  return body ? JSON.parse(body.toString('utf8')) : { apps: {} };
}

export async function readRelease(store, app, version) {
  const body = await store.read(`${app}/${version}/release.json`);
  if (!body) throw new Error(`${app} ${version} is not released in ${store.location}`);
  return JSON.parse(body.toString('utf8'));
}

/** What the shell needs of a release: where its entry is and what it serves. */
export function liveEntryOf(release, publicUrl = releasesPublicUrl()) {
  return {
    version: release.version,
    entry: `${publicUrl}${release.app}/${release.version}/${release.entry}`,
    integrity: release.files[release.entry],
    roles: release.roles,
    paths: release.paths,
    shellContract: release.shellContract,
  };
}

async function writeLiveManifest(store, manifest) {
  await store.write(LIVE_MANIFEST_KEY, `${JSON.stringify(manifest, null, 2)}\n`, 'application/json');
}

/** Points `app` at `version` (which must be released), keeping the current one as the previous. */
export async function promote(store, app, version) {
  const release = await readRelease(store, app, version);
  const manifest = await readLiveManifest(store);
  const live = manifest.apps[app];
  if (live?.current?.version === version) return { changed: false, live };
  manifest.apps[app] = { current: liveEntryOf(release), previous: live?.current ?? null };
  await writeLiveManifest(store, manifest);
  return { changed: true, live: manifest.apps[app] };
}

/** Points `app` back at its previous release (the current one becomes the previous: a second rollback undoes it). */
export async function rollback(store, app) {
  const manifest = await readLiveManifest(store);
  const live = manifest.apps[app];
  if (!live?.previous) throw new Error(`${app} has no previous release to roll back to in ${store.location}`);
  manifest.apps[app] = { current: live.previous, previous: live.current };
  await writeLiveManifest(store, manifest);
  return { changed: true, live: manifest.apps[app] };
}
