const { createJestConfig } = require('../tools/jest/createJestConfig.cjs');

// Browser journeys: one Chromium and one in-process server per file; files run one at a time.
module.exports = {
  ...createJestConfig({ rootDir: __dirname, environment: 'node' }),
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/../tools/jest/countsReporter.cjs'],
};
