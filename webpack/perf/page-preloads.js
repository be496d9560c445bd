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

/**
 * A remote's route table: `module` (relative to the app) exports `paths`; the keys `withoutPageChunk` come with
 * the app, every other one is a lazily loaded page (contract/src/platform.ts).
 * @typedef {{ module: string, withoutPageChunk: readonly string[] }} RouteTable
 */

/**
 * The route keys each page chunk names (`page-login` → login), refused unless they match the route table
 * both ways: a misspelt chunk name would otherwise leave its page out of the preloads without a word.
 * @param {string[]} chunkNames the build's chunk group names
 * @param {Record<string, string>} paths the route table
 * @param {readonly string[]} withoutPageChunk the routes that come with the app
 * @returns {Map<string, string[]>} chunk name → its route keys
 */
function pageChunkRoutes(chunkNames, paths, withoutPageChunk) {
  const routes = new Map(chunkNames.flatMap((name) => (PAGE_CHUNK.test(name) ? [[name, PAGE_CHUNK.exec(name)[1].split('-')]] : [])));
  const named = new Set([...routes.values()].flat());
  const problems = [
    ...[...routes].flatMap(([chunk, keys]) => keys.filter((key) => !(key in paths)).map((key) => `chunk ${chunk} names ${key}, which is no route in paths`)),
    ...withoutPageChunk.filter((key) => !(key in paths)).map((key) => `${key}, said to come with the app, is no route in paths`),
    ...Object.keys(paths)
      .filter((key) => !named.has(key) && !withoutPageChunk.includes(key))
      .map((key) => `route ${key} is lazily loaded but no chunk is named page-${key}`),
  ];
  if (problems.length > 0) throw new Error(`The page chunks do not match the route table: ${problems.join('; ')}`);
  return routes;
}

/** Emits `page-chunks.json`, for each page chunk its routes' paths, scripts and shared modules. */
class PageChunksPlugin {
  constructor({ dir, paths }) {
    this.pathsFile = path.resolve(dir, paths.module);
    this.withoutPageChunk = paths.withoutPageChunk;
  }

  apply(compiler) {
    onAssets(compiler, 'PageChunksPlugin', async (compilation) => {
      const { paths } = await importTypeScript(this.pathsFile);
      const groups = compilation.chunkGroups.filter((group) => group.name);
      const routes = pageChunkRoutes(
        groups.map((group) => group.name),
        paths,
        this.withoutPageChunk,
      );
      const pages = [];
      for (const group of groups) {
        const keys = routes.get(group.name);
        if (!keys) continue;
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
  else if (paths) config.plugins.push(new PageChunksPlugin({ dir, paths }));
};

module.exports.pageChunkRoutes = pageChunkRoutes;
