const fs = require('node:fs');
const path = require('node:path');

// The modules the apps share as singletons. The remotes declare them to Module Federation (none eager:
// each remote's index.ts is only `import('./bootstrap')`, the runtime's async boundary). The shell is built
// without the federation plugin and provides its own instances of these through the runtime API when it
// first loads a remote (shell/src/features/role-apps/sharedWithRemotes.ts), so the public pages carry no
// federation runtime.
//
// Sub-paths are listed one by one: 'react' alone does not cover 'react/jsx-runtime', and a missing
// sub-path silently downloads a second React renderer. The workspace packages are keyed by prefix
// ('@kisan-credit/shared-api/client/'), so every deep import ('@kisan-credit/shared-api/client/store') is
// its own shared module: one api slice and one store module on the page, whichever app loaded first.
const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  'single-spa-react',
  // Used inside both @reduxjs/toolkit and its query entry points: unshared, each of their chunks had a copy.
  'reselect',
];

// react-router-dom is deliberately NOT shared. A shared module is bundled whole (it cannot be
// tree-shaken, since another app might use any export): 62 kB gzip of react-router 7 on every page,
// against about 13 kB when each app bundles only what it uses. Nothing needs one copy: every app has its
// own BrowserRouter in its own React root, and routers never share context across roots.
const NOT_SHARED = ['react-router-dom'];

const WORKSPACE_PREFIXES = ['@kisan-credit/shared-api/client/'];

// Workspace modules shared on their own. The text store holds the page's language and texts: one instance,
// so a switch in the shell reaches every remote.
const WORKSPACE_SINGLETONS = ['@kisan-credit/shared-api/contract/messages/textStore'];

// shared-api's contract (messages, option lists, zod schemas, calculations) and shared-ui (styled
// components, hooks, formatting) are NOT shared: they hold no state, so nothing needs one copy, and bundled
// normally each app keeps only the exports it uses, in its own few chunks. Shared, every one of their files
// was a whole module in a chunk of its own (the landing page downloaded about 25 of them, every message
// catalogue in full), and a catalogue imported by several shared components was copied into each chunk.

/** 'react/jsx-runtime' → 'react', '@reduxjs/toolkit/query' → '@reduxjs/toolkit'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The installed version of each shared request's package ('react/jsx-runtime' → React's), found from the
 * package's entry point (not every package exports its package.json).
 */
function sharedPackageVersions() {
  const versions = {};
  for (const request of SINGLETON_PACKAGES) {
    const name = packageOf(request);
    let folder = path.dirname(require.resolve(name));
    while (
      !fs.existsSync(path.join(folder, 'package.json')) ||
      readJson(path.join(folder, 'package.json')).name !== name
    ) {
      const parent = path.dirname(folder);
      if (parent === folder) throw new Error(`No package.json found for ${name}`);
      folder = parent;
    }
    versions[request] = readJson(path.join(folder, 'package.json')).version;
  }
  return versions;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function sharedModules() {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) shared[request] = { singleton: true, eager: false };
  // Workspace packages are always built from the same commit as the app; their version says nothing.
  for (const request of [...WORKSPACE_PREFIXES, ...WORKSPACE_SINGLETONS]) {
    shared[request] = { singleton: true, eager: false, requiredVersion: false };
  }
  return shared;
}

module.exports = {
  sharedModules,
  sharedPackageVersions,
  SINGLETON_PACKAGES,
  WORKSPACE_PREFIXES,
  WORKSPACE_SINGLETONS,
  NOT_SHARED,
};
