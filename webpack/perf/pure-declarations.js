// Marks the top-level values that Chakra's default theme and Chakra's, Ark's and Zag's anatomy
// modules build at load time `/*#__PURE__*/` (pure-declarations-loader.js), so unused ones fall away.
const path = require('node:path');

const PURE_DECLARATION_MODULES =
  /(@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]index|anatomy)\.js|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs)$/;

module.exports = function pureDeclarations(config) {
  config.module.rules.push({ test: PURE_DECLARATION_MODULES, loader: path.join(__dirname, 'pure-declarations-loader.js') });
};
