// The page's icon and colour-mode script written into the page (page-head.js): no request before
// the first scripts, and none for a script that must run before the first paint.
const { PageHeadPlugin } = require('../page-head');

module.exports = function inlineHead(config) {
  for (const plugin of config.plugins) if (plugin instanceof PageHeadPlugin) plugin.inline = true;
};
