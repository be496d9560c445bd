// The theme's global CSS (Chakra's preflight, the global styles and about 900 token variables) is
// built once, at build time, and linked from the page. Built by every page load instead, it was
// about a fifth of a phone's main-thread work before the home page's largest paint: createSystem
// computing it, then Emotion serialising, hashing and parsing 50 KB of CSS. Development builds
// keep Chakra's run-time global CSS, so that theme edits show without a restart.
const { createHash } = require('node:crypto');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { importTypeScript } = require('../import-typescript');
const { CHAKRA_CREATE_SYSTEM } = require('./chakra-system');

const SYSTEM_MODULE = path.resolve(__dirname, '../../shared-ui/src/core/theme/system.ts');

/**
 * The CSS that ChakraProvider's `<Global>` elements insert, in their order (the layer order, then
 * preflight, global styles and tokens) and through the same Emotion serialiser. The theme is
 * loaded from its TypeScript source, so the page and the stylesheet always share one theme.
 */
async function themeCss() {
  const { system } = await importTypeScript(SYSTEM_MODULE);
  const createCache = require('@emotion/cache').default;
  const { serializeStyles } = require('@emotion/serialize');
  // Outside a browser, Emotion's cache returns the rules it would insert.
  const cache = createCache({ key: 'css' });
  return cache.insert('', serializeStyles([system.layers.atRule, system._global], cache.registered), cache.sheet, false);
}

/**
 * Emits the theme's CSS as `theme.<hash>.css` and links it first in the page's head. The browser
 * build's Chakra leaves the same CSS out (theme-stylesheet-loader.js).
 */
class ThemeStylesheetPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ThemeStylesheetPlugin', (compilation) => {
      let fileName;
      compilation.hooks.processAssets.tapPromise(
        // After the source maps are made: generated CSS has no source to map.
        { name: 'ThemeStylesheetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        async () => {
          const css = await themeCss();
          fileName = `theme.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
          compilation.emitAsset(fileName, new RawSource(css), { immutable: true });
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ThemeStylesheetPlugin', (data) => {
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${data.publicPath}${fileName}` }));
        return data;
      });
    });
  }
}

module.exports = function themeStylesheet(config, { production, page }) {
  if (!production) return;
  config.module.rules.push({ test: CHAKRA_CREATE_SYSTEM, loader: path.join(__dirname, 'theme-stylesheet-loader.js') });
  if (page) config.plugins.push(new ThemeStylesheetPlugin());
};
module.exports.themeCss = themeCss;
