// Chakra's createSystem with the theme's token dictionary computed at build time from the same theme
// module, as data (shared-ui/src/core/theme/prebuilt-tokens.ts), so createSystem does not expand the tokens
// again at every page load. The rest of the system (conditions, utilities, css(), recipes) is built in
// the browser as before.
const path = require('node:path');
const { importTypeScript } = require('../import-typescript');
const { replaceOnce } = require('./chakra-system');

const SYSTEM_MODULE = path.resolve(__dirname, '../../shared-ui/src/core/theme/system.ts');
const PREBUILT_TOKENS_MODULE = path.resolve(__dirname, '../../shared-ui/src/core/theme/prebuilt-tokens.ts');

const TOKEN_DICTIONARY = /const tokens = createTokenDictionary\(\{[^}]*\}\);/;

/** Chakra's createSystem module, with its token dictionary given. */
function withPrebuiltTokens(source, tokenData) {
  const imports = [
    `import { prebuiltTokenDictionary } from ${JSON.stringify(PREBUILT_TOKENS_MODULE)};`,
    "import { expandTokenReferences } from './expand-reference.js';",
    "import { esc } from './esc.js';",
    "import { TOKEN_PATH_REGEX } from './references.js';",
  ].join('\n');
  // Parsed as JSON, which engines read faster than the same data written as an object literal.
  const data = `JSON.parse(${JSON.stringify(JSON.stringify(tokenData))})`;
  const tokens = `const tokens = prebuiltTokenDictionary(${data}, { memo, expandTokenReferences, esc, TOKEN_PATH_REGEX });`;
  return `${imports}\n${replaceOnce(source, TOKEN_DICTIONARY, tokens, 'prebuilt-tokens-loader.js')}`;
}

/** The token dictionary of the theme the pages use, as data. */
async function themeTokenData() {
  const [{ system }, { tokenDictionaryData }] = await Promise.all([importTypeScript(SYSTEM_MODULE), importTypeScript(PREBUILT_TOKENS_MODULE)]);
  return tokenDictionaryData(system.tokens);
}

module.exports = function prebuiltTokensLoader(source) {
  const done = this.async();
  this.addDependency(SYSTEM_MODULE);
  themeTokenData().then((tokenData) => done(null, withPrebuiltTokens(source, tokenData)), done);
};
module.exports.withPrebuiltTokens = withPrebuiltTokens;
module.exports.themeTokenData = themeTokenData;
