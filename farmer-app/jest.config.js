const path = require('node:path');
const { createJestConfig } = require('../tools/jest/createJestConfig.cjs');

module.exports = createJestConfig({
  rootDir: __dirname,
  environment: 'dom',
  setupFilesAfterEnv: [path.join(__dirname, 'test/setupScroll.ts')],
});
