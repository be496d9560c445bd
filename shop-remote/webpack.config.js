const { remoteAppConfig } = require('../webpack/app-config');

module.exports = remoteAppConfig({
  dir: __dirname,
  name: 'shop',
  port: Number(process.env.SHOP_REMOTE_PORT) || 3001,
  expose: './ShopApp',
  app: 'src/app/shop-app.tsx',
  paths: 'src/lib/paths.ts',
});
