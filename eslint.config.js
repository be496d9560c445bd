// The house rules a linter keeps (CONVENTIONS.md "Layers", ARCHITECTURE.md §2 and §6). `npm run lint`.
const { readdirSync } = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const { importX } = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const reactHooks = require('eslint-plugin-react-hooks');
const prettier = require('eslint-config-prettier');
const globals = require('globals');

const REMOTES = ['shop-remote', 'admin-remote'];
const APPS = ['shell/src', ...REMOTES.map((remote) => `${remote}/src`), 'webpack/standalone'];
const SOURCE = '**/*.{ts,tsx}';

const featuresOf = (remote) => readdirSync(path.join(__dirname, remote, 'src/features'));

/** A feature imports shared-ui, contract and its remote's lib/, never another feature. */
const crossFeatureZones = REMOTES.flatMap((remote) =>
  featuresOf(remote).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what two features share to lib/ or shared-ui, or let app/ hand it over.',
  })),
);

/** Layers point one way: shared-ui → lib/ → feature → app/ (routes and layouts), packages as in ARCHITECTURE.md §2. */
const layerZones = [
  ...REMOTES.flatMap((remote) => [
    { target: `./${remote}/src/features`, from: `./${remote}/src/app`, message: 'A feature never imports app/: what features share lives in lib/.' },
    { target: `./${remote}/src/lib`, from: [`./${remote}/src/app`, `./${remote}/src/features`], message: 'lib/ is below the features and app/.' },
  ]),
  { target: './shop-remote', from: ['./admin-remote', './shell'], message: 'No remote imports another remote or the shell.' },
  { target: './admin-remote', from: ['./shop-remote', './shell'], message: 'No remote imports another remote or the shell.' },
  { target: './shell', from: ['./shop-remote', './admin-remote'], message: 'The shell loads the remotes at run time, never by import.' },
  { target: './shared-ui', from: ['./shell', './shop-remote', './admin-remote', './bff', './pcb-api'], message: 'shared-ui is below the apps.' },
  {
    target: './contract',
    from: ['./shared-ui', './shell', './shop-remote', './admin-remote', './bff', './pcb-api'],
    message: 'contract/ imports no other package.',
  },
  {
    target: './contract/src/domain',
    from: './contract/src',
    except: ['./domain'],
    message: 'The domain rules import no endpoint or request schema: the wire contract imports the rules, never the other way.',
  },
  {
    target: './contract/src/*.ts',
    from: './contract/src/server',
    message: 'contract/src/server/ is for the servers (@pcb/contract/server/*): the wire contract, which the browser bundles, never imports it.',
  },
  {
    target: ['./shared-ui', './shell', './shop-remote', './admin-remote'],
    from: './contract/src/server',
    message: 'The server helpers never reach a browser bundle.',
  },
  { target: ['./bff', './pcb-api'], from: ['./shared-ui', './shell', './shop-remote', './admin-remote'], message: 'No server imports a UI package.' },
];

// `endpoints` spreads every domain's table into one object, so a bundle that reads one endpoint through it
// keeps every endpoint and schema of the API; the servers need it whole, the browser never does.
const WHOLE_ENDPOINT_TABLE = {
  name: '@pcb/contract',
  importNames: ['endpoints'],
  message: "Import the domain's table (productEndpoints, cartEndpoints…), which webpack tree-shakes.",
};
// A second copy of these libraries would break their contexts (one router, one theme, one query cache, one store).
const GATEWAY = {
  group: ['@chakra-ui/react', '@chakra-ui/react/*', '@emotion/*', 'react-router', 'react-router-dom', 'react-hook-form', '@tanstack/react-query', 'zustand'],
  message: 'Apps reach Chakra, Emotion, the router, the forms, the query cache and zustand only through @pcb/shared-ui.',
};
// The home page's first load carries none of these entries: they load with the pages that use them.
const LAZY_ENTRIES = {
  group: ['@pcb/shared-ui/overlays', '@pcb/shared-ui/forms', '@pcb/shared-ui/views'],
  message: 'Overlays, forms and views load with lazily loaded pages only: import() this component from here, or move it into a lazy page.',
};
const restrictedImports = (...patterns) => ['error', { paths: [WHOLE_ENDPOINT_TABLE], patterns }];
// shared-ui/src/<entry>/ holds what that entry ships; core/ is @pcb/shared-ui, on every first load.
const SHARED_UI_LAZY_ENTRIES = {
  regex: '^(\\.\\./)+(views|overlays|forms|gerber)(/|$)',
  allowTypeImports: true,
  message: "shared-ui's core is on every first load: it reaches views, overlays, forms and gerber only with import() (or a type-only import).",
};

/** Code on every first load: the shell, the remotes' routes and layouts, lib/, and the home page. */
const EAGER = ['shell/src/**', ...REMOTES.flatMap((remote) => [`${remote}/src/app/**`, `${remote}/src/lib/**`]), 'shop-remote/src/features/home/**'];
/** Loaded by the layouts with import() when first opened. */
const LAZY_LAYOUT_PARTS = [
  'shop-remote/src/app/layout/side-drawer.tsx',
  'shop-remote/src/app/layout/user-menu.tsx',
  'admin-remote/src/app/layout/admin-drawer.tsx',
];
const TESTS = ['**/__tests__/**', '**/test/**', '**/*.test.{ts,tsx}', '**/testing/**'];

module.exports = tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/.data/', '**/coverage/', '**/test-results/', '**/playwright-report/', '.nx/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The webpack, jest and script files are CommonJS modules; the tests load them as such, and re-load
    // modules inside jest.isolateModules.
    files: ['**/*.{js,cjs}', ...TESTS],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Run in the page: the head's colour-mode script, and the functions the bench hands to page.evaluate.
    files: ['webpack/color-mode.js', 'scripts/bench-web/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // They refuse control characters on purpose (file names, return paths).
    files: ['bff/src/routes/files.ts', 'shared-ui/src/core/session/return-path.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // assets.d.ts declares the picture modules for every package that compiles shared-ui's sources through its paths.
    files: ['shared-ui/src/core/components/brand-mark.tsx'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }] },
  },
  {
    files: [SOURCE],
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...crossFeatureZones, ...layerZones] }],
    },
  },
  {
    // A feature's tests may render the whole app, as the shell does; they still never import another feature.
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: crossFeatureZones }] },
  },
  {
    files: ['shared-ui/src/**', 'shell/src/**', 'shop-remote/src/**', 'admin-remote/src/**', 'webpack/standalone/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': restrictedImports(),
    },
  },
  { files: APPS.map((dir) => `${dir}/**`), rules: { 'no-restricted-imports': restrictedImports(GATEWAY) } },
  { files: EAGER, ignores: [...LAZY_LAYOUT_PARTS, ...TESTS], rules: { 'no-restricted-imports': restrictedImports(GATEWAY, LAZY_ENTRIES) } },
  {
    files: ['shared-ui/src/core/**'],
    ignores: TESTS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SHARED_UI_LAZY_ENTRIES] }] },
  },
  prettier,
);
