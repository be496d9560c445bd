import type { SystemContext } from '@chakra-ui/react';

/**
 * Production pages get the theme's token dictionary prebuilt (webpack/perf/prebuilt-tokens-loader.js).
 * Chakra's createTokenDictionary expands about 600 tokens through its transforms and middlewares,
 * which was two thirds of createSystem (about 25 ms of every page's first task on a laptop, four
 * times that on a phone). The build runs it once, in Node, and writes what the browser's system
 * reads from it as data; `prebuiltTokenDictionary` answers the same questions from that data.
 */
type TokenDictionary = SystemContext['tokens'];
type Token = TokenDictionary['tokenMap'] extends Map<string, infer T> ? T : never;

/** name, value, CSS variable, flags (SEMANTIC | VIRTUAL), and the flat value when it is not the variable. */
type TokenRow = [name: string, value: unknown, cssVar: string, flags: number, flatValue?: string];

export interface TokenDictionaryData {
  prefix: string;
  tokens: TokenRow[];
  colorPalettes: Record<string, Record<string, string>>;
}

const SEMANTIC = 1;
const VIRTUAL = 2;

/** Build time: the parts of Chakra's dictionary that the browser's system reads. */
export function tokenDictionaryData(dictionary: TokenDictionary): TokenDictionaryData {
  const tokens = [...dictionary.tokenMap.values()].map((token): TokenRow => {
    const { category, prop, cssVar, conditions, virtual } = token.extensions;
    const ref = `var(${cssVar?.var})`;
    // What the browser rebuilds from a row; a Chakra that names or refers to tokens otherwise stops the build.
    if (`${category}.${prop}` !== token.name || !cssVar || cssVar.ref !== ref) {
      throw new Error(`Chakra's token ${token.name} no longer has the shape prebuilt-tokens.ts rebuilds`);
    }
    const flags = (conditions ? SEMANTIC : 0) | (virtual ? VIRTUAL : 0);
    const flatValue = dictionary.flatMap.get(token.name);
    return flatValue === ref ? [token.name, token.value, cssVar.var, flags] : [token.name, token.value, cssVar.var, flags, flatValue];
  });
  const colorPalettes = Object.fromEntries([...dictionary.colorPaletteMap].map(([palette, variables]) => [palette, Object.fromEntries(variables)]));
  return { prefix: dictionary.prefix, tokens, colorPalettes };
}

/** Chakra's own helpers, which the browser's dictionary shares with the rest of its styled system. */
export interface ChakraTokenHelpers {
  memo<T extends (...args: never[]) => unknown>(fn: T): T;
  expandTokenReferences(value: string, resolve: (path: string) => string | undefined): string;
  esc(value: string): string;
  TOKEN_PATH_REGEX: RegExp;
}

export type PrebuiltTokenDictionary = Pick<
  TokenDictionary,
  | 'prefix'
  | 'allTokens'
  | 'tokenMap'
  | 'flatMap'
  | 'cssVarMap'
  | 'categoryMap'
  | 'colorPaletteMap'
  | 'getByName'
  | 'getVar'
  | 'getCategoryValues'
  | 'expandReferenceInValue'
>;

/** Run time: the dictionary createSystem would have built, from the build's data. */
export function prebuiltTokenDictionary(data: TokenDictionaryData, helpers: ChakraTokenHelpers): PrebuiltTokenDictionary {
  const { memo, expandTokenReferences, esc, TOKEN_PATH_REGEX } = helpers;
  const tokenMap = new Map<string, Token>();
  const flatMap = new Map<string, string>();
  const categoryMap = new Map<string, Map<string, Token>>();
  const byCategory: Record<string, Record<string, string>> = {};

  for (const [name, value, cssVar, flags, flatValue] of data.tokens) {
    const path = name.split('.');
    const [category] = path;
    const prop = name.slice(category.length + 1);
    const extensions = {
      originalPath: path,
      category,
      prop,
      cssVar: { var: cssVar, ref: `var(${cssVar})` },
      // Only whether a token has conditions is read at run time, never which.
      conditions: flags & SEMANTIC ? {} : undefined,
      virtual: Boolean(flags & VIRTUAL),
    };
    const token = { name, value, originalValue: value, path, extensions };
    const flat = flatValue ?? extensions.cssVar.ref;
    tokenMap.set(name, token);
    flatMap.set(name, flat);
    if (!categoryMap.has(category)) categoryMap.set(category, new Map());
    categoryMap.get(category)!.set(prop, token);
    (byCategory[category] ??= {})[prop] = flat;
  }

  const getByName = (name: string) => tokenMap.get(name);
  const getVar = memo((value: string, fallback?: string) => flatMap.get(value) ?? fallback);
  const getCategoryValues = memo((category: string) => byCategory[category] ?? null);

  // As Chakra's dictionary mixes `{colors.red.500/50}`: the colour at that opacity token or percentage.
  function colorMix(path: string) {
    const [colorPath, rawOpacity] = path.split('/');
    const opacity = getByName(`opacity.${rawOpacity}`)?.value;
    if (!colorPath || !rawOpacity || (!opacity && isNaN(Number(rawOpacity)))) {
      throw new Error(`Invalid color mix at ${path}: ${colorPath}`);
    }
    const percent = opacity ? `${Number(opacity) * 100}%` : `${rawOpacity}%`;
    return `color-mix(in srgb, ${getVar(colorPath) ?? colorPath} ${percent}, transparent)`;
  }

  const expandReferenceInValue = memo((value: string) =>
    expandTokenReferences(value, (path) => {
      if (!path) return undefined;
      if (path.includes('/')) return colorMix(path);
      return getVar(path) || (TOKEN_PATH_REGEX.test(path) ? esc(path) : path);
    }),
  );

  return {
    prefix: data.prefix,
    allTokens: [...tokenMap.values()],
    tokenMap,
    flatMap,
    // Only the token stylesheet reads it, and production pages link that stylesheet prebuilt.
    cssVarMap: new Map(),
    categoryMap,
    colorPaletteMap: new Map(Object.entries(data.colorPalettes).map(([palette, variables]) => [palette, new Map(Object.entries(variables))])),
    getByName,
    getVar,
    getCategoryValues,
    expandReferenceInValue,
  };
}
