// What jest needs to load the real server in its CommonJS sandbox (without --experimental-vm-modules):
// PGlite's dynamic imports rewritten, and the few ESM-only dependencies compiled by swc like our code.
// Spread into any jest project that imports the server (server itself, e2e).
const path = require('node:path');

const ESM_ONLY_DEPENDENCIES = [
  '@electric-sql/pglite',
  'content-disposition',
  'cookie',
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  'temporal-spec',
];

/** @param {Record<string, unknown>} baseTransform the preset's transform (swc for ts/js) */
function serverTransforms(baseTransform) {
  return {
    transform: {
      '@electric-sql/pglite/dist/.+\\.cjs$': path.join(__dirname, 'dynamicImportTransform.cjs'),
      ...baseTransform,
    },
    transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY_DEPENDENCIES.join('|')})/).*/node_modules/`],
  };
}

module.exports = { serverTransforms };
