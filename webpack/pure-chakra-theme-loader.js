// Chakra's theme module builds its default theme with an unannotated `defineConfig(...)` call, so
// tree-shaking must keep it, and with it every recipe of the library, even when the app builds its
// system from a handful of recipes. `defineConfig` only returns its argument: marking the call
// pure lets webpack drop the default theme and the recipes no page uses.
module.exports = function pureChakraTheme(source) {
  return source.replace(/= defineConfig\(/g, '= /*#__PURE__*/ defineConfig(');
};
