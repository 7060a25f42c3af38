const { createJestConfig } = require('../tools/jest/createJestConfig.cjs');
const { serverTransforms } = require('../tools/jest/serverTransforms.cjs');

const base = createJestConfig({ rootDir: __dirname, environment: 'node' });

// Browser journeys: each file runs its own in-process server and Chromium; files run one at a time.
module.exports = {
  ...base,
  ...serverTransforms(base.transform),
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/../tools/jest/countsReporter.cjs'],
};
