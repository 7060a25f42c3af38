// The shell's service worker, built on its own (target webworker) so that workbox never enters a page's
// bundle. Its precache list is filled in after the prerendered pages exist (shell/scripts/precache.mjs).
const path = require('node:path');
const { swcOptions } = require('./createAppConfig.cjs');

/** Where the worker is built to, before its precache list is injected into <appDir>/dist/sw.js. */
const SERVICE_WORKER_BUILD_FOLDER = 'dist-sw';

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder
 * @param {string} options.entry the worker's module, relative to appDir
 * @returns {() => import('webpack').Configuration}
 */
function createServiceWorkerConfig({ appDir, entry }) {
  return () => ({
    name: 'service-worker',
    mode: 'production',
    target: 'webworker',
    context: appDir,
    entry: { sw: entry },
    output: { path: path.join(appDir, SERVICE_WORKER_BUILD_FOLDER), filename: '[name].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(true) } },
      ],
    },
    stats: 'errors-warnings',
  });
}

module.exports = { createServiceWorkerConfig, SERVICE_WORKER_BUILD_FOLDER };
