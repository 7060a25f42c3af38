const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');
const { createPrerenderConfig } = require('../tools/webpack/createPrerenderConfig.cjs');

/** Where the remotes live by default: the API server serves each remote's dist under /remotes/<name>/. */
const DEFAULT_REMOTE_LOCATIONS = {
  farmer: '/remotes/farmer/remoteEntry.js',
  lawyer: '/remotes/lawyer/remoteEntry.js',
  banker: '/remotes/banker/remoteEntry.js',
};

/** `npm run dev -w <remote>` serves each remote on its own port. */
const DEV_REMOTE_LOCATIONS = {
  farmer: 'http://localhost:3001/remoteEntry.js',
  lawyer: 'http://localhost:3002/remoteEntry.js',
  banker: 'http://localhost:3003/remoteEntry.js',
};

const browserConfig = createAppConfig({
  appDir: __dirname,
  federationName: 'shell',
  kind: 'host',
  title: 'Kisan Credit',
  devPort: 3000,
  // Deployment edits this file, never the shell's bundle: a remote moves host by changing one line.
  extraAssets: ({ production }) => ({
    'remotes.json': `${JSON.stringify(production ? DEFAULT_REMOTE_LOCATIONS : DEV_REMOTE_LOCATIONS, null, 2)}\n`,
  }),
});

const prerenderConfig = createPrerenderConfig({
  appDir: __dirname,
  entry: './src/prerender/renderPrerenderedPage.tsx',
});

// A production build also makes the prerendered pages' renderer for Node, which scripts/prerender.mjs runs.
module.exports = (env, argv) =>
  argv.mode === 'development' ? browserConfig(env, argv) : [browserConfig(env, argv), prerenderConfig()];
