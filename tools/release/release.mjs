// `npm run release -w farmer-app -- --to <folder or s3://bucket/prefix>`: builds this role app alone and
// publishes it under its version (<package version>-<content hash>): every built file, the federation
// manifest, and release.json (the files' integrity hashes, the roles and paths the app serves, the range of
// the shell contract it works with). A published version is never changed; users get it once promoted.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentTypeOf, openReleaseStore } from './releaseStore.mjs';

// --skip-build publishes the app's current build (dist) as it is; --label adds a tag to the version (a CI
// build number, say), so one build can be published under a second version.
const { values } = parseArgs({
  options: { to: { type: 'string' }, 'skip-build': { type: 'boolean' }, label: { type: 'string' } },
});
if (values.label !== undefined && !/^[A-Za-z0-9.]{1,40}$/.test(values.label)) {
  throw new Error('--label is 1 to 40 letters, digits and dots');
}
const appDir = process.cwd();
const appPackage = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8'));
const { roleApp } = appPackage;
if (!roleApp) throw new Error(`${appDir}/package.json declares no "roleApp": is this a role app?`);
const store = openReleaseStore(values.to ?? process.env.RELEASE_STORE);
const started = performance.now();

if (!values['skip-build']) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: appDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const built = performance.now();

const dist = path.join(appDir, 'dist');
const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .sort();
const bodies = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(dist, file))])));
const integrity = Object.fromEntries(
  files.map((file) => [file, `sha384-${createHash('sha384').update(bodies.get(file)).digest('base64')}`]),
);
const contentHash = createHash('sha256').update(JSON.stringify(integrity)).digest('hex').slice(0, 10);
const version = [appPackage.version, contentHash, values.label].filter(Boolean).join('-');
const prefix = `${roleApp.name}/${version}`;

if (await store.read(`${prefix}/release.json`)) {
  console.log(`${roleApp.name} ${version} is already released in ${store.location} (same content)`);
} else {
  await Promise.all(files.map((file) => store.write(`${prefix}/${file}`, bodies.get(file), contentTypeOf(file))));
  const release = {
    app: roleApp.name,
    version,
    entry: 'remoteEntry.js',
    federationManifest: files.includes('mf-manifest.json') ? 'mf-manifest.json' : null,
    roles: roleApp.roles,
    paths: roleApp.paths,
    shellContract: roleApp.shellContract,
    files: integrity,
    releasedAt: new Date().toISOString(),
  };
  // Written last: a release.json means every file of the release is there.
  await store.write(`${prefix}/release.json`, `${JSON.stringify(release, null, 2)}\n`, 'application/json');
  console.log(`Released ${roleApp.name} ${version} to ${store.location} (${files.length} files)`);
}
const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(`build ${seconds(built - started)} s, publish ${seconds(performance.now() - built)} s`);
console.log(`RELEASED ${roleApp.name} ${version}`);
