// The page's icon (the logo the top bars draw) and its colour-mode script (color-mode.js), which
// must run before the first paint, outside the federation runtime. As files of their own, each costs
// the page a request; `inline` writes both into the page (perf/inline-head.js).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const COLOR_MODE_FILE = 'color-mode.js';
const ICON_FILE = 'logo.svg';

/** Its comment lines stay out of the page. The BFF's CSP allows it inline by its hash (bff/src/routes/shell.ts). */
const COLOR_MODE_SCRIPT = readFileSync(path.join(__dirname, COLOR_MODE_FILE), 'utf8')
  .split('\n')
  .filter((line) => !line.startsWith('//'))
  .join('\n')
  .trim();
const LOGO_SVG = readFileSync(path.resolve(__dirname, '../shared-ui/src/core/assets', ICON_FILE), 'utf8')
  .replace(/>\s+</g, '><')
  .trim();

class PageHeadPlugin {
  inline = false;

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageHeadPlugin', (compilation) => {
      if (!this.inline) {
        compilation.hooks.processAssets.tap({ name: 'PageHeadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(COLOR_MODE_FILE, new sources.RawSource(COLOR_MODE_SCRIPT));
          compilation.emitAsset(ICON_FILE, new sources.RawSource(LOGO_SVG));
        });
      }
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PageHeadPlugin', (data) => {
        data.headTags.unshift(...this.tags(data.publicPath));
        return data;
      });
    });
  }

  tags(publicPath) {
    const { createHtmlTagObject: tag } = HtmlWebpackPlugin;
    if (!this.inline) {
      return [tag('link', { rel: 'icon', href: `${publicPath}${ICON_FILE}` }), tag('script', { src: `${publicPath}${COLOR_MODE_FILE}` })];
    }
    return [tag('link', { rel: 'icon', href: `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}` }), tag('script', {}, COLOR_MODE_SCRIPT)];
  }
}

module.exports = { PageHeadPlugin };
