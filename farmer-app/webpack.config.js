const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'farmer',
  kind: 'remote',
  title: 'Kisan Credit: Farmer app (standalone)',
  devPort: 3001,
});
