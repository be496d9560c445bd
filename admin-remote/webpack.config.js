const { remoteAppConfig } = require('../webpack/app-config');

module.exports = remoteAppConfig({
  dir: __dirname,
  name: 'admin',
  port: Number(process.env.ADMIN_REMOTE_PORT) || 3002,
  expose: './AdminApp',
  app: 'src/app/admin-app.tsx',
});
