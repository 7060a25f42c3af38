// One jest setup for every workspace: TypeScript and JSX compiled by swc, tests beside the code.
const path = require('node:path');

/**
 * @param {object} options
 * @param {string} options.rootDir the workspace folder
 * @param {'node' | 'dom'} options.environment
 * @param {string[]} [options.setupFilesAfterEnv]
 * @param {Record<string, unknown>} [options.globals] what webpack's DefinePlugin gives the app's code
 * @returns {import('jest').Config}
 */
function createJestConfig({ rootDir, environment, setupFilesAfterEnv = [], globals = {} }) {
  const name = path.basename(rootDir);
  return {
    displayName: name,
    rootDir,
    testEnvironment: environment === 'dom' ? 'jest-fixed-jsdom' : 'node',
    testMatch: [
      '<rootDir>/src/**/*.test.{ts,tsx}',
      '<rootDir>/test/**/*.test.{ts,tsx}',
      '<rootDir>/test-documents/**/*.test.{ts,tsx}',
    ],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2023',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFilesAfterEnv: [
      path.join(__dirname, environment === 'dom' ? 'setupDom.ts' : 'setupTexts.ts'),
      ...setupFilesAfterEnv,
    ],
    moduleNameMapper:
      environment === 'dom'
        ? {
            // Jest ignores package.json "browser" fields and would load styled-components' Node build, which
            // never injects createGlobalStyle styles into the page. Webpack loads the browser build; so do tests.
            '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
            // The browser's build fetches a language's texts as one chunk; tests read the files.
            '^\\./textBundles$': path.join(__dirname, 'textBundles.cjs'),
          }
        : {},
    globals,
    clearMocks: true,
    // Read when a workspace's tests run alone; jest ignores it in a project of the root config (below).
    testTimeout: TEST_TIMEOUT_MS,
  };
}

// On CI's two cores jest runs every file in one process, after servers, OCR threads and job queues of the
// files before: how long a start, a hook or a render waits there is not what any test asserts.
const TEST_TIMEOUT_MS = 30_000;

module.exports = { createJestConfig, TEST_TIMEOUT_MS };
