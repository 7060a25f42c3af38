// One webpack + Module Federation setup for the shell and the three role apps; each app's webpack.config.js
// only says who it is. Why each choice is made: ../../../shared/design/architecture.md ("Browser side").
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BannerPlugin, Compilation, DefinePlugin } = require('webpack');
const { sharedModules, sharedPackageVersions } = require('./sharedModules.cjs');
const { EmitAssetsPlugin } = require('./EmitAssetsPlugin.cjs');
const { textsVersion } = require('./textsVersion.cjs');

const REMOTE_ENTRY = 'remoteEntry.js';

// webpack's own minimizer package, asked to use swc instead of terser: the same output size here, in a
// fraction of the time on a 2-core machine.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder (its webpack.config.js passes __dirname)
 * @param {string} options.federationName 'shell', or the remote's name: 'farmer' | 'lawyer' | 'banker'
 * @param {'host' | 'remote'} options.kind the shell is the host; role apps are remotes exposing ./lifecycles
 * @param {string} options.title the HTML page title (the shell's page; a remote's standalone dev page)
 * @param {number} options.devPort webpack-dev-server port
 * @param {(mode: {production: boolean}) => Record<string, string | Buffer>} [options.extraAssets] files to emit into dist
 * @param {boolean} [options.webAppManifest] the page links /manifest.webmanifest (the shell's)
 * @param {Record<string, unknown>} [options.devServer] extra dev-server options
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
function createAppConfig({
  appDir,
  federationName,
  kind,
  title,
  devPort,
  extraAssets,
  webAppManifest = false,
  devServer = {},
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '[name].[contenthash:8].js' : '[name].js';
    const appPackage = require(path.join(appDir, 'package.json'));

    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(appDir, 'dist'),
        // The shell is always served from the site root; a remote learns where it lives from the URL its
        // remoteEntry.js was loaded from, so it can be moved to any host by editing remotes.json alone.
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: hashed,
        chunkFilename: hashed,
        uniqueName: appPackage.name,
        clean: true,
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // react-router's package exports only its development build (dev warnings compiled in).
        alias: production ? reactRouterProductionBuild() : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(production) },
          },
        ],
      },
      plugins: [
        // The shell carries no federation plugin: its public pages would download the runtime for nothing.
        // It loads remotes through the runtime API, with its own modules as the shared ones.
        ...(kind === 'host'
          ? [new DefinePlugin({ SHARED_PACKAGE_VERSIONS: JSON.stringify(sharedPackageVersions()) })]
          : [remoteFederationPlugin(federationName, production)]),
        new DefinePlugin({ TEXTS_VERSION: JSON.stringify(textsVersion()) }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          webAppManifest,
          // A remote's page is its standalone dev page; its container entry is for hosts, not for the page.
          chunks: ['main'],
          // The dev server serves every route (/land-details/u-1) from the root, so scripts load from '/'.
          publicPath: kind === 'host' || !production ? '/' : 'auto',
        }),
        ...(extraAssets ? [new EmitAssetsPlugin(() => extraAssets({ production }))] : []),
        ...(production ? [compileHints()] : []),
      ],
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
        ],
      },
      performance: {
        hints: production ? 'warning' : false,
        maxEntrypointSize: 200 * 1024,
        maxAssetSize: 300 * 1024,
      },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        // The shell's dev page loads remote entries from the remotes' own dev servers on other ports.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:8080' }],
        ...devServer,
      },
      stats: production ? 'summary' : 'errors-warnings',
    };
  };
}

/** A remote's container: exposes its single-spa lifecycles, shares the singletons with the shell. */
function remoteFederationPlugin(federationName, production) {
  return new ModuleFederationPlugin({
    name: federationName,
    filename: REMOTE_ENTRY,
    exposes: { './lifecycles': './src/lifecycles.tsx' },
    shared: sharedModules(),
    // The default ('version-first') downloads every registered remote's remoteEntry.js when sharing
    // starts, to compare versions: a farmer's page fetched the lawyer and banker entries (45 kB gzip).
    // All apps are built from one lockfile, and the shell provides its own instances as already loaded.
    shareStrategy: 'loaded-first',
    dts: false,
    // Remotes are found through remotes.json, not through federation manifests.
    manifest: false,
    experiments: {
      // In the portal the shell has started the federation runtime already and hands it over (its
      // inject-external-runtime-core plugin), so a remote does not download a second copy. A development
      // build keeps its own, for the remote's standalone page.
      externalRuntime: production,
      // Leave out of the federation runtime what this portal never uses: manifest snapshots, Node loading,
      // and loading further remotes.
      optimization: { disableSnapshot: true, target: 'web', disableRemote: true },
    },
  });
}

/**
 * V8's explicit compile hint: Chrome compiles every function of the script on a background thread while it
 * downloads, instead of each one on the main thread the first time it is called. Nearly all of what a
 * page's scripts hold runs at start (a module factory runs when first required), and on a slow phone that
 * compiling was most of the shell's longest task. Added after minification, which drops comments.
 */
function compileHints() {
  return new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}

function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/** TypeScript and JSX through swc: no type-checking here (tsc --noEmit does that), so builds stay fast. */
function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  };
}

module.exports = { createAppConfig, swcOptions, REMOTE_ENTRY };
