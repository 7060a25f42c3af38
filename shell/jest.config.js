const { createJestConfig } = require('../tools/jest/createJestConfig.cjs');
const { sharedPackageVersions } = require('../tools/webpack/sharedModules.cjs');

module.exports = createJestConfig({
  rootDir: __dirname,
  environment: 'dom',
  globals: { SHARED_PACKAGE_VERSIONS: sharedPackageVersions() },
});
