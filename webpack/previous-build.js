// The shell's build keeps the files of the build before it in its output folder, beside its own:
// a tab opened on the previous build still loads its lazily loaded scripts after a redeploy, and in
// a rolling deploy a page written by a BFF on the previous build finds its scripts on a BFF already
// on the new one. Each build lists its files in build-files.json; the next one keeps those and cleans the rest.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const BUILD_FILES = 'build-files.json';

/** The files of the build now in `outputDir`, read before this build replaces its list. */
function previousBuildFiles(outputDir) {
  try {
    return new Set(JSON.parse(readFileSync(path.join(outputDir, BUILD_FILES), 'utf8')));
  } catch {
    return new Set();
  }
}

/** webpack's `output.clean`: removes every file but those of the previous build (this build then writes its own). */
function keepPreviousBuild(outputDir) {
  const previous = previousBuildFiles(outputDir);
  return { keep: (file) => previous.has(file) };
}

/** Emits build-files.json: every file of this build, compressed copies and source maps included. */
class BuildFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildFilesPlugin', (compilation) => {
      // After every other step that adds files (the brotli and gzip copies, the preload lists).
      compilation.hooks.processAssets.tap({ name: 'BuildFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        const files = Object.keys(compilation.assets).sort();
        compilation.emitAsset(BUILD_FILES, new sources.RawSource(JSON.stringify([...files, BUILD_FILES])));
      });
    });
  }
}

module.exports = { BuildFilesPlugin, keepPreviousBuild };
