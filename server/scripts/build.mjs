// `npm run build -w server`: the production server as plain JavaScript in server/dist, run with
// `node server/dist/main.js` (the worker: server/dist/worker.js). No TypeScript loader at run time: every
// source file is compiled one to one, so the route and plugin folders that @fastify/autoload reads keep
// their layout. The contract the server shares with the browser (shared-api/src/contract) is compiled into
// dist/node_modules/@kisan-credit/shared-api, where Node finds `@kisan-credit/shared-api/contract/…` before the
// TypeScript workspace.
import { readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractDir = path.resolve(serverDir, '..', 'shared-api', 'src', 'contract');
const dist = path.join(serverDir, 'dist');
const contractPackage = '@kisan-credit/shared-api';
const contractDist = path.join(dist, 'node_modules', ...contractPackage.split('/'));

/** Every TypeScript source under `folder`, without tests and type declarations. */
async function sources(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// import() becomes require(): a dynamic import of a folder (its index) is CommonJS resolution, not ESM's.
const compile = {
  bundle: false,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  logLevel: 'warning',
  supported: { 'dynamic-import': false },
};

const started = performance.now();
await rm(dist, { recursive: true, force: true });
await build({
  ...compile,
  entryPoints: await sources(path.join(serverDir, 'src')),
  outbase: path.join(serverDir, 'src'),
  outdir: dist,
});
await build({
  ...compile,
  entryPoints: await sources(contractDir),
  outbase: path.dirname(contractDir),
  outdir: contractDist,
});
await mkdir(contractDist, { recursive: true });
await writeFile(
  path.join(contractDist, 'package.json'),
  `${JSON.stringify({ name: contractPackage, private: true, exports: { './contract/*': './contract/*.js' } }, null, 2)}\n`,
);
console.log(`server/dist built in ${Math.round(performance.now() - started)} ms`);
