// Production pages take the token dictionary prebuilt at build time instead of building it in the
// browser (webpack/perf/prebuilt-tokens-loader.js). It must answer every question the styled system asks
// exactly as the dictionary Chakra builds from the same theme.
import { join } from 'node:path';
import { prebuiltTokenDictionary, tokenDictionaryData, type ChakraTokenHelpers } from '../prebuilt-tokens';
import { system } from '../system';

const chakraStyledSystem = join(__dirname, '../../../../../node_modules/@chakra-ui/react/dist/cjs/styled-system');
const chakra = (file: string) => require(join(chakraStyledSystem, file));

const helpers: ChakraTokenHelpers = {
  memo: require(join(chakraStyledSystem, '../utils/memo.cjs')).memo,
  expandTokenReferences: chakra('expand-reference.cjs').expandTokenReferences,
  esc: chakra('esc.cjs').esc,
  TOKEN_PATH_REGEX: chakra('references.cjs').TOKEN_PATH_REGEX,
};

const built = system.tokens;
// Through JSON, as the build writes it into the page.
const prebuilt = prebuiltTokenDictionary(JSON.parse(JSON.stringify(tokenDictionaryData(built))), helpers);
const names = [...built.tokenMap.keys()];
const mapToObject = (map: Map<string, Map<string, string>>) => Object.fromEntries([...map].map(([key, inner]) => [key, Object.fromEntries(inner)]));

describe('the prebuilt token dictionary', () => {
  it('has every token, with its value, CSS variable and kind', () => {
    expect(names.length).toBeGreaterThan(400);
    expect(prebuilt.allTokens.map((token) => token.name).sort()).toEqual([...new Set(built.allTokens.map((token) => token.name))].sort());
    for (const name of names) {
      const [mine, theirs] = [prebuilt.getByName(name)!, built.getByName(name)!];
      expect([name, mine.value, mine.extensions.cssVar]).toEqual([name, theirs.value, theirs.extensions.cssVar]);
      expect([name, !!mine.extensions.conditions, !!mine.extensions.virtual]).toEqual([name, !!theirs.extensions.conditions, !!theirs.extensions.virtual]);
    }
  });

  it('resolves token paths, categories and colour palettes as Chakra does', () => {
    expect(Object.fromEntries(prebuilt.flatMap)).toEqual(Object.fromEntries(built.flatMap));
    for (const name of names) expect([name, prebuilt.getVar(name)]).toEqual([name, built.getVar(name)]);
    expect(prebuilt.getVar('colors.nothing', 'fallback')).toBe('fallback');
    for (const category of built.categoryMap.keys()) {
      expect(prebuilt.getCategoryValues(category)).toEqual(built.getCategoryValues(category));
      expect([...prebuilt.categoryMap.get(category)!.keys()].sort()).toEqual([...built.categoryMap.get(category)!.keys()].sort());
    }
    expect(mapToObject(prebuilt.colorPaletteMap)).toEqual(mapToObject(built.colorPaletteMap));
  });

  it('expands references inside values as Chakra does, colour mixes and unknown paths included', () => {
    const values = [
      ...names.flatMap((name) => [`{${name}}`, `token(${name})`, `1px solid {${name}}`]),
      '{colors.red.500/50}',
      '{colors.brand.solid/30}',
      'token(colors.gray.200, #eee)',
      '{spacing.-4}',
      '{colors.unknown}',
      'calc(100% - {sizes.10})',
      'plain',
    ];
    for (const value of values) expect([value, prebuilt.expandReferenceInValue(value)]).toEqual([value, built.expandReferenceInValue(value)]);
    expect(() => prebuilt.expandReferenceInValue('{colors.red.500/half}')).toThrow('Invalid color mix at colors.red.500/half');
  });

  it("turns every style property's token values into the same CSS", () => {
    const { createUtility } = chakra('utility.cjs');
    const utilityOf = (tokens: object) => createUtility({ config: system._config.utilities, tokens });
    const [mine, theirs] = [utilityOf(prebuilt), utilityOf(built)];
    const samples = ['4', '-4', 'red.500', 'brand.solid', 'fg.muted', 'border', 'md', 'full', 'sm', 'brand', 'red.500/40', 'inherit'];
    for (const property of theirs.keys() as string[]) {
      for (const value of samples) expect([property, value, mine.transform(property, value)]).toEqual([property, value, theirs.transform(property, value)]);
    }
  });
});
