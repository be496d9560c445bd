// Preloads, from the page's head, the chunks the entry loads before it can run: with asyncStartup,
// main.js first fetches the shared modules it consumes (React, Chakra, shared-ui…), which would
// otherwise start downloading only once main.js has arrived and run, a round trip later.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { blockChunks, providedShareKey } = require('./shared-modules');

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const preloads = startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }),
        );
        data.headTags.push(...preloads);
        // A deferred script is otherwise fetched at low priority, behind every preload.
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.defer) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

/**
 * The scripts of the shared modules the main entry consumes, and of those these consume in turn
 * (shared-ui consumes React, Emotion, TanStack Query…). The page runs the copies this build
 * provides (the shell's share strategy keeps what it registered first), so the chunks are those
 * behind each provide, which can be more than behind the consume's own fallback.
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map([...compilation.modules].filter((m) => m.type === 'provide-module').map((m) => [providedShareKey(compilation, m), m]));
  const chunks = new Set([compilation.namedChunks.get('main')]);
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = provided.get(module.options.shareKey);
      for (const needed of [...blockChunks(compilation, module), ...(provider ? blockChunks(compilation, provider) : [])]) chunks.add(needed);
    }
  }
  // Largest first: on a phone's few connections the big scripts decide when the page can start,
  // so they should not queue behind small ones.
  const files = [...chunks].slice(1).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return files.sort((a, b) => compilation.getAsset(b).source.size() - compilation.getAsset(a).source.size());
}

module.exports = function startupPreloads(config, { page }) {
  if (page) config.plugins.push(new StartupPreloadPlugin());
};
