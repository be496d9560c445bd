// Production pages take Chakra's token dictionary computed at build time (prebuilt-tokens-loader.js).
// It needs the theme's stylesheet (theme-stylesheet.js): it carries no CSS variables, which only the
// stylesheet then holds, so with theme-stylesheet off it is off too. The browser then needs nothing of
// the theme's token definitions and global styles, and they stay out of the bundle.
const path = require('node:path');
const { CHAKRA_CREATE_SYSTEM } = require('./chakra-system');

/** The theme parts only the build reads (the request system.ts imports it by, without extension). */
const PREBUILT_THEME_CONFIG = path.resolve(__dirname, '../../shared-ui/src/core/theme/prebuilt-config');

module.exports = function prebuiltTokens(config, { production, off }) {
  if (!production || off.has('theme-stylesheet')) return;
  config.module.rules.push({ test: CHAKRA_CREATE_SYSTEM, loader: path.join(__dirname, 'prebuilt-tokens-loader.js') });
  config.resolve.alias[`${PREBUILT_THEME_CONFIG}$`] = path.join(__dirname, 'prebuilt-config-stub.js');
};
