// Production pages take Chakra's token dictionary computed at build time (prebuilt-tokens-loader.js).
// With the theme's stylesheet prebuilt too, the browser needs nothing of the theme's token
// definitions and global styles, and they stay out of the bundle.
const path = require('node:path');
const { CHAKRA_CREATE_SYSTEM } = require('./chakra-system');

/** The theme parts only the build reads (the request system.ts imports it by, without extension). */
const PREBUILT_THEME_CONFIG = path.resolve(__dirname, '../../shared-ui/src/theme/prebuilt-config');

module.exports = function prebuiltTokens(config, { production, off }) {
  if (!production) return;
  config.module.rules.push({ test: CHAKRA_CREATE_SYSTEM, loader: path.join(__dirname, 'prebuilt-tokens-loader.js') });
  if (!off.has('theme-stylesheet')) config.resolve.alias[`${PREBUILT_THEME_CONFIG}$`] = path.join(__dirname, 'prebuilt-config-stub.js');
};
