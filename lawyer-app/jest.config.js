const { createJestConfig } = require('../tools/jest/createJestConfig.cjs');

module.exports = createJestConfig({ rootDir: __dirname, environment: 'dom' });
