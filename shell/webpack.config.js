const path = require('node:path');
const { appConfig } = require('../webpack/app-config');

module.exports = appConfig({
  dir: __dirname,
  name: 'shell',
  port: Number(process.env.SHELL_PORT) || 3000,
  entry: 'src/main.tsx',
  federation: {
    // Remotes are found at runtime from GET /bff/remotes; none is known at build time.
    remotes: {},
    // Load a remote's entry only when a route needs it, so one remote that is down breaks nothing else.
    shareStrategy: 'loaded-first',
    runtimePlugins: [path.join(__dirname, 'src/mf/timeout-plugin.ts'), path.join(__dirname, 'src/mf/shared-runtime-plugin.ts')],
  },
});
