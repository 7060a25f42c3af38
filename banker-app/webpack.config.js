const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'banker',
  kind: 'remote',
  title: 'Kisan Credit: Banker app (standalone)',
  devPort: 3003,
});
