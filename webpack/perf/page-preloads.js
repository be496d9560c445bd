// What the BFF needs to preload the scripts of the page it serves, from its first HTML byte rather
// than a round trip or two after the app has run (a sign-in page waits for its own chunk and the
// forms entry otherwise):
//   - a remote's `page-chunks.json`: for each lazily loaded page, its route path, the remote's
//     scripts it loads and the shared modules it consumes;
//   - the shell's `shared-chunks.json`: the scripts behind each shared module the shell provides
//     (the page runs the shell's copies).
const path = require('node:path');
const { importTypeScript } = require('../import-typescript');
const { blockChunks, providedShareKey } = require('./shared-modules');

/** A page's chunk is named `page-<key>`, its key in the remote's `paths` table (`page-<key>-<key>` for a page of several routes). */
const PAGE_CHUNK = /^page-([\w-]+)$/;

const jsFiles = (chunks) => [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];

function emitJson(compilation, fileName, data) {
  compilation.emitAsset(fileName, new compilation.compiler.webpack.sources.RawSource(JSON.stringify(data)));
}

/** Runs `emit` once the chunks have their final, content-hashed file names. */
function onAssets(compiler, name, emit) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tapPromise({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => emit(compilation));
  });
}

/** Emits `page-chunks.json`; `pathsModule` (relative to the app) exports `paths`, the route table. */
class PageChunksPlugin {
  constructor({ dir, pathsModule }) {
    this.pathsFile = path.resolve(dir, pathsModule);
  }

  apply(compiler) {
    onAssets(compiler, 'PageChunksPlugin', async (compilation) => {
      const { paths } = await importTypeScript(this.pathsFile);
      const pages = [];
      for (const group of compilation.chunkGroups) {
        const keys = (PAGE_CHUNK.exec(group.name ?? '')?.[1].split('-') ?? []).filter((key) => key in paths);
        if (keys.length === 0) continue;
        const modules = group.chunks.flatMap((chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)]);
        const shared = [...new Set(modules.filter((module) => module.type === 'consume-shared-module').map((module) => module.options.shareKey))];
        for (const key of keys) pages.push({ path: paths[key], files: jsFiles(group.chunks), shared });
      }
      emitJson(compilation, 'page-chunks.json', { pages });
    });
  }
}

/** Emits `shared-chunks.json`: the scripts that load each shared module this build provides. */
class SharedChunksPlugin {
  apply(compiler) {
    onAssets(compiler, 'SharedChunksPlugin', async (compilation) => {
      const shared = {};
      for (const module of compilation.modules) {
        if (module.type === 'provide-module') shared[providedShareKey(compilation, module)] = jsFiles(blockChunks(compilation, module));
      }
      emitJson(compilation, 'shared-chunks.json', shared);
    });
  }
}

/** The lists the BFF preloads from: the shell's shared modules, a remote's pages. */
module.exports = function pagePreloads(config, { production, remote, dir, paths }) {
  if (!production) return;
  if (!remote) config.plugins.push(new SharedChunksPlugin());
  else if (paths) config.plugins.push(new PageChunksPlugin({ dir, pathsModule: paths }));
};
