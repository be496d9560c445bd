// Production pages get Chakra's theme prebuilt, computed once at build time from the same theme module:
// - its global CSS as a linked stylesheet (theme-stylesheet.js), so the browser's createSystem leaves
//   it out and ChakraProvider's `<Global>` inserts nothing;
// - its token dictionary as data (shared-ui/src/theme/prebuilt-tokens.ts), so createSystem does not
//   expand the tokens again at every page load.
// The rest of the system (conditions, utilities, css(), recipes) is built in the browser as before.
const path = require('node:path');
const { importTypeScript } = require('./import-typescript');

const SYSTEM_MODULE = path.resolve(__dirname, '../shared-ui/src/theme/system.ts');
const PREBUILT_TOKENS_MODULE = path.resolve(__dirname, '../shared-ui/src/theme/prebuilt-tokens.ts');

const GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const TOKEN_DICTIONARY = /const tokens = createTokenDictionary\(\{[^}]*\}\);/;

function replaceOnce(source, pattern, replacement) {
  const found = typeof pattern === 'string' ? source.includes(pattern) : pattern.test(source);
  if (!found) throw new Error(`Chakra's createSystem no longer contains \`${pattern}\`: update webpack/prebuilt-theme-loader.js`);
  return source.replace(pattern, () => replacement);
}

/** Chakra's createSystem module, with the theme's global CSS left out and its token dictionary given. */
function prebuiltTheme(source, tokenData) {
  const imports = [
    `import { prebuiltTokenDictionary } from ${JSON.stringify(PREBUILT_TOKENS_MODULE)};`,
    "import { expandTokenReferences } from './expand-reference.js';",
    "import { esc } from './esc.js';",
    "import { TOKEN_PATH_REGEX } from './references.js';",
  ].join('\n');
  // Parsed as JSON, which engines read faster than the same data written as an object literal.
  const data = `JSON.parse(${JSON.stringify(JSON.stringify(tokenData))})`;
  const tokens = `const tokens = prebuiltTokenDictionary(${data}, { memo, expandTokenReferences, esc, TOKEN_PATH_REGEX });`;
  return `${imports}\n${replaceOnce(replaceOnce(source, GLOBAL_CSS, 'const _global = [];'), TOKEN_DICTIONARY, tokens)}`;
}

/** The token dictionary of the theme the pages use, as data. */
async function themeTokenData() {
  const [{ system }, { tokenDictionaryData }] = await Promise.all([importTypeScript(SYSTEM_MODULE), importTypeScript(PREBUILT_TOKENS_MODULE)]);
  return tokenDictionaryData(system.tokens);
}

module.exports = function prebuiltThemeLoader(source) {
  const done = this.async();
  this.addDependency(SYSTEM_MODULE);
  themeTokenData().then((tokenData) => done(null, prebuiltTheme(source, tokenData)), done);
};
module.exports.prebuiltTheme = prebuiltTheme;
module.exports.themeTokenData = themeTokenData;
