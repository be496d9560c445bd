// Library modules that build values at load time with calls they do not mark pure: webpack and Terser
// must then keep every such value, used or not, with everything it imports. These calls only build
// and return new values, so they are marked `/*#__PURE__*/` and the unused ones fall away:
// - Chakra's theme module builds its default theme with `defineConfig(…)`, and with it every recipe
//   of the library;
// - Chakra's, Ark's and Zag's anatomy modules build the anatomy of every component of the library
//   with `createAnatomy(…)`, `.extendWith(…)` and `.build()`, at every page's start.
// The contract's top-level constants are marked the same way (browser-contract-loader.js).
const TOP_LEVEL_CONSTANT_CALL = /^((?:export )?(?:const|let|var) [\w$]+(?:: [^=\n]+)? = )(?=[\w$.]+\()/gm;

module.exports = function markTopLevelCallsPure(source) {
  return source.replace(TOP_LEVEL_CONSTANT_CALL, '$1/*#__PURE__*/ ');
};
