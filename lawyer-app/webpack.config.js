const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'lawyer',
  kind: 'remote',
  title: 'Kisan Credit: Lawyer app (standalone)',
  devPort: 3002,
});
