// Production pages link the theme's global CSS, built at build time (theme-stylesheet.js): the
// browser's createSystem leaves it out instead of building it again, and ChakraProvider's
// `<Global>` then inserts nothing. The rest of the system (tokens, css(), recipes) is unchanged.
const GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

module.exports = function prebuiltGlobalCss(source) {
  if (!source.includes(GLOBAL_CSS)) {
    throw new Error(`Chakra's createSystem no longer contains \`${GLOBAL_CSS}\`: update webpack/prebuilt-global-css-loader.js`);
  }
  return source.replace(GLOBAL_CSS, 'const _global = [];');
};
