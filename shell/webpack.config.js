const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');
const fs = require('node:fs');
const path = require('node:path');
const { createPrerenderConfig } = require('../tools/webpack/createPrerenderConfig.cjs');
const { createServiceWorkerConfig } = require('../tools/webpack/createServiceWorkerConfig.cjs');

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
  webAppManifest: true,
  extraAssets: ({ production }) => ({
    // Deployment edits this file, never the shell's bundle: a remote moves host by changing one line.
    'remotes.json': `${JSON.stringify(production ? DEFAULT_REMOTE_LOCATIONS : DEV_REMOTE_LOCATIONS, null, 2)}\n`,
    // The web app manifest and its icons, as they are.
    ...publicFiles(path.join(__dirname, 'public')),
  }),
});

/** Every file under public/, by its path there. */
function publicFiles(folder, prefix = '') {
  return Object.assign(
    {},
    ...fs
      .readdirSync(folder, { withFileTypes: true })
      .map((entry) =>
        entry.isDirectory()
          ? publicFiles(path.join(folder, entry.name), `${prefix}${entry.name}/`)
          : { [`${prefix}${entry.name}`]: fs.readFileSync(path.join(folder, entry.name)) },
      ),
  );
}

const prerenderConfig = createPrerenderConfig({
  appDir: __dirname,
  entry: './src/prerender/renderPrerenderedPage.tsx',
});

const serviceWorkerConfig = createServiceWorkerConfig({
  appDir: __dirname,
  entry: './src/service-worker/serviceWorker.ts',
});

// A production build also makes the prerendered pages' renderer for Node, which scripts/prerender.mjs runs,
// and the service worker, whose precache list scripts/precache.mjs fills in.
module.exports = (env, argv) =>
  argv.mode === 'development'
    ? browserConfig(env, argv)
    : [browserConfig(env, argv), prerenderConfig(), serviceWorkerConfig()];
