// Runs drizzle-kit so that it finds this workspace's drizzle-orm: npm keeps drizzle-orm in
// server/node_modules while hoisting drizzle-kit to the root, where drizzle-kit cannot see it.
import Module, { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromServer = pathToFileURL(path.join(serverDir, 'package.json')).href;

// require() inside drizzle-kit goes through its own resolver, which honours NODE_PATH; import() goes
// through the module hooks.
process.env.NODE_PATH = path.join(serverDir, 'node_modules');
Module._initPaths();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const isDrizzleOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    return nextResolve(specifier, isDrizzleOrm ? { ...context, parentURL: fromServer } : context);
  },
});

const require = createRequire(fromServer);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
