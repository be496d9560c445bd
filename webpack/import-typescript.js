/**
 * Imports one of the apps' TypeScript modules from a build plugin, compiled on the fly by jiti and
 * read afresh on every build, so that a watched build sees the module's edits.
 * @param {string} file an absolute path
 */
function importTypeScript(file) {
  const { createJiti } = require('jiti');
  return createJiti(__filename, { moduleCache: false }).import(file);
}

module.exports = { importTypeScript };
