// The shell's public pages are also built for Node, once, to render them to HTML at build time
// (shell/scripts/prerender.mjs). Same sources and the same swc transform as the browser bundle, so the
// markup and styled-components' class names match what the browser hydrates.
const path = require('node:path');
const { swcOptions } = require('./createAppConfig.cjs');

/** Workspace packages ship TypeScript sources: bundled. Every other package is Node's to require. */
const WORKSPACE_PACKAGE = /^@kisan-credit\/shared-(api|ui)(\/|$)/;

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder
 * @param {string} options.entry the module that exports the page renderer, relative to appDir
 * @returns {() => import('webpack').Configuration}
 */
function createPrerenderConfig({ appDir, entry }) {
  return () => ({
    name: 'prerender',
    mode: 'production',
    target: 'node',
    context: appDir,
    entry: { renderPrerenderedPage: entry },
    output: {
      path: path.join(appDir, 'dist-prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) =>
        /^[@a-z]/.test(request ?? '') && !WORKSPACE_PACKAGE.test(request)
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(true) } },
      ],
    },
    optimization: { minimize: false },
    stats: 'errors-warnings',
  });
}

module.exports = { createPrerenderConfig };
