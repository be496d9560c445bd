// What shared-ui/src/theme/prebuilt-config.ts becomes in a production browser build: nothing. Its
// tokens reach the page as the prebuilt token dictionary and its global styles as the theme's
// stylesheet (prebuilt-theme-loader.js), both built from the real module.
exports.prebuiltConfigs = [];
