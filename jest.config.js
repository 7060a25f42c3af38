// Unit and server tests of every workspace; the browser journeys (e2e) run after a build, on their own.
/** @type {import('jest').Config} */
module.exports = {
  projects: ['shared-api', 'shared-ui', 'server', 'shell', 'farmer-app', 'lawyer-app', 'banker-app'].map(
    (workspace) => `<rootDir>/${workspace}`,
  ),
  reporters: ['default', '<rootDir>/tools/jest/countsReporter.cjs'],
};
