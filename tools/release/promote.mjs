// `npm run promote -- farmer <version> [--store <folder or s3://…>]`: users get that release of the app.
// `npm run rollback -- farmer [--store …]`: they get the one before. Both rewrite live.json atomically.
import { parseArgs } from 'node:util';
import { promote, rollback } from './liveManifest.mjs';
import { openReleaseStore } from './releaseStore.mjs';

const command = process.argv[2];
const { values, positionals } = parseArgs({
  args: process.argv.slice(3),
  allowPositionals: true,
  options: { store: { type: 'string' } },
});
const [app, version] = positionals;
const usage = 'npm run promote -- <app> <version> [--store …] | npm run rollback -- <app> [--store …]';
if (!app || (command === 'promote' && !version) || !['promote', 'rollback'].includes(command)) {
  console.error(`Usage: ${usage}`);
  process.exit(2);
}
try {
  const store = openReleaseStore(values.store ?? process.env.RELEASE_STORE);
  const started = performance.now();
  const { changed, live } = command === 'promote' ? await promote(store, app, version) : await rollback(store, app);
  const ms = Math.round(performance.now() - started);
  console.log(
    changed
      ? `${app}: live ${live.current.version} (previous ${live.previous?.version ?? 'none'}), live.json written in ${ms} ms`
      : `${app}: ${version} is already live`,
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
