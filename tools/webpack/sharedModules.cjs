// The modules every app shares as singletons. None is eager: each app's index.ts is only
// `import('./bootstrap')`, which gives the federation runtime its async boundary.
//
// Sub-paths are listed one by one: 'react' alone does not cover 'react/jsx-runtime', and a missing
// sub-path silently downloads a second React renderer. The workspace packages are keyed by prefix
// ('shared-api/'), so every deep import ('shared-api/client/store') is its own shared module: one api
// slice and one store module on the page, whichever app loaded first.
const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  ...(process.env.NO_ROUTER_SHARE ? [] : ['react-router-dom']),
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  'single-spa-react',
];

const WORKSPACE_PREFIXES = ['shared-api/', 'shared-ui/'];

function sharedModules() {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) shared[request] = { singleton: true, eager: false };
  // Workspace packages are always built from the same commit as the app; their version says nothing.
  for (const prefix of WORKSPACE_PREFIXES) {
    shared[prefix] = { singleton: true, eager: false, requiredVersion: false };
  }
  return shared;
}

module.exports = { sharedModules, SINGLETON_PACKAGES, WORKSPACE_PREFIXES };
