const path = require('node:path');

/**
 * Imports one of the apps' TypeScript modules from a build plugin, compiled on the fly by jiti and
 * read afresh on every build, so that a watched build sees the module's edits.
 * @param {string} file an absolute path
 */
function importTypeScript(file) {
  const { createJiti } = require('jiti');
  return createJiti(__filename, { moduleCache: false }).import(file);
}

/**
 * The platform table (contract/src/platform.ts), which the configurations need before any build runs,
 * so read at once.
 * @returns {typeof import('../contract/src/platform')}
 */
function platform() {
  const { createJiti } = require('jiti');
  return createJiti(__filename)(path.join(__dirname, '../contract/src/platform.ts'));
}

module.exports = { importTypeScript, platform };
