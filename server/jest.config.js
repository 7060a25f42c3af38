const { createJestConfig } = require('../tools/jest/createJestConfig.cjs');
const { serverTransforms } = require('../tools/jest/serverTransforms.cjs');

const base = createJestConfig({ rootDir: __dirname, environment: 'node' });

module.exports = { ...base, ...serverTransforms(base.transform) };
