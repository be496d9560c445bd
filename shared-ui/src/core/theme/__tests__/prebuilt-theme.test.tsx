// Production pages link the theme's global CSS built at build time (webpack/perf/theme-stylesheet.js)
// and their Chakra leaves it out (theme-stylesheet-loader.js) and takes the prebuilt token dictionary
// instead of building its own (prebuilt-tokens-loader.js). The stylesheet must be exactly what the provider would insert,
// and the loader must really change createSystem (./prebuilt-tokens.test.ts checks the dictionary).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChakraProvider } from '@chakra-ui/react';
import { StyleSheet } from '@emotion/sheet';
import { render } from '@testing-library/react';
import { system } from '../system';

const root = join(__dirname, '../../../../..');
const perfDir = join(root, 'webpack/perf');

/** The build's stylesheet, made the way the build makes it: in Node, outside this browser-like test. */
function prebuiltCss(): string {
  const script = "require('./theme-stylesheet').themeCss().then((css) => process.stdout.write(css))";
  return execFileSync(process.execPath, ['-e', script], { cwd: perfDir, encoding: 'utf8' });
}

/** The rules Emotion inserts for Chakra's `<Global>` elements when the provider renders. */
function globalCssInserted(): string {
  const rules: string[] = [];
  jest.spyOn(StyleSheet.prototype, 'insert').mockImplementation(function (this: StyleSheet, rule: string) {
    if (this.key === 'css-global') rules.push(rule);
  });
  render(<ChakraProvider value={system}>page</ChakraProvider>);
  return rules.join('');
}

describe('the prebuilt global CSS', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the CSS the Chakra provider inserts at run time, rule for rule', () => {
    const css = prebuiltCss();
    const inserted = globalCssInserted();
    // Compared whole, but a difference is reported short: the CSS is 50 KB.
    expect(css.length).toBe(inserted.length);
    expect(css === inserted).toBe(true);
    // The layer order, Chakra's preflight, the brand palette and the dark mode's tokens are in it.
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-brand-500:#00A63F');
    expect(css).toContain('.dark');
  });

  const createSystem = () => readFileSync(join(root, 'node_modules/@chakra-ui/react/dist/esm/styled-system/system.js'), 'utf8');

  it("is left out of the browser build's createSystem, and the build stops if Chakra changes that code", () => {
    const leaveGlobalCssOut = require(join(perfDir, 'theme-stylesheet-loader.js')) as (source: string) => string;
    const patched = leaveGlobalCssOut(createSystem());
    expect(patched).toContain('const _global = [];');
    expect(patched).not.toContain('getTokenCss()];');
    expect(() => leaveGlobalCssOut('const _global = buildGlobalCss();')).toThrow(/theme-stylesheet-loader/);
  });

  it("gives the browser build's createSystem the prebuilt tokens, and the build stops if Chakra changes that code", () => {
    const { withPrebuiltTokens } = require(join(perfDir, 'prebuilt-tokens-loader.js')) as { withPrebuiltTokens: (source: string, data: object) => string };
    const patched = withPrebuiltTokens(createSystem(), { prefix: 'chakra', tokens: [], colorPalettes: {} });
    expect(patched).toContain('const tokens = prebuiltTokenDictionary(JSON.parse(');
    expect(patched).not.toContain('createTokenDictionary({');
    expect(() => withPrebuiltTokens(createSystem().replace('createTokenDictionary({', 'buildTokens({'), {})).toThrow(/prebuilt-tokens-loader/);
  });
});
