// Chakra's createSystem without the theme's global CSS, which the page links prebuilt instead
// (theme-stylesheet.js): ChakraProvider's `<Global>` then inserts nothing.
const { replaceOnce } = require('./chakra-system');

const GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

module.exports = function leaveGlobalCssOut(source) {
  return replaceOnce(source, GLOBAL_CSS, 'const _global = [];', 'theme-stylesheet-loader.js');
};
