// What shared-ui/src/core/theme/prebuilt-config.ts becomes in a production browser build with the prebuilt
// token dictionary: nothing. Its tokens reach the page as the prebuilt token dictionary
// (prebuilt-tokens-loader.js) and its global styles as the theme's stylesheet (theme-stylesheet.js),
// both built from the real module.
exports.prebuiltConfigs = [];
