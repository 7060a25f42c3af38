// Unit and server tests of every workspace; the browser journeys (e2e) run after a build, on their own.
const { TEST_TIMEOUT_MS } = require('./tools/jest/createJestConfig.cjs');

/** @type {import('jest').Config} */
module.exports = {
  // A global option: the projects' own testTimeout does not apply when they run together.
  testTimeout: TEST_TIMEOUT_MS,
  projects: ['shared-api', 'shared-ui', 'server', 'shell', 'farmer-app', 'lawyer-app', 'banker-app'].map(
    (workspace) => `<rootDir>/${workspace}`,
  ),
  reporters: ['default', '<rootDir>/tools/jest/countsReporter.cjs'],
};
