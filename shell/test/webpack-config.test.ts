// The three builds come from one factory; these are the settings the page depends on at run time
// (how the emitted runtime loads chunks is chunk-loading.test.ts's).
import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PERF_TECHNIQUES } from '@pcb/contract';

type Config = {
  output: Record<string, unknown>;
  optimization: Record<string, unknown>;
  entry: Record<string, string>;
  resolve: { alias: Record<string, string> };
  module: { rules: { test?: RegExp; type?: string }[] };
  plugins: { constructor: { name: string }; _options?: Record<string, unknown> }[];
};

const root = path.join(__dirname, '../..');

function build(app: string, mode = 'production'): Config {
  const factory = require(path.join(root, app, 'webpack.config.js')) as (env: unknown, argv: { mode: string }) => Config;
  return factory({}, { mode });
}

type FederationOptions = Record<string, unknown> & { shared: Record<string, object> };

function federation(config: Config): FederationOptions {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return plugin?._options as FederationOptions;
}

const apps = ['shell', 'shop-remote', 'admin-remote'];

describe('the webpack builds', () => {
  it.each(apps)('%s shares React and the shared-ui entries as singletons', (app) => {
    const { shared } = federation(build(app));
    for (const key of ['react', 'react/', 'react-dom', 'react-dom/']) {
      expect(shared[key]).toMatchObject({ singleton: true });
    }
    for (const key of ['@pcb/shared-ui', '@pcb/shared-ui/overlays', '@pcb/shared-ui/forms', '@pcb/shared-ui/views']) {
      expect(shared[key]).toMatchObject({ singleton: true, version: '0.1.0' });
    }
  });

  // Stateless, the contract needs no single copy; shared, it could not be tree-shaken.
  it.each(apps)('%s bundles the part of the contract it uses, from its source, instead of sharing it', (app) => {
    const config = build(app);
    expect(federation(config).shared['@pcb/contract']).toBeUndefined();
    expect(config.resolve.alias['@pcb/contract$']).toBe(path.join(root, 'contract/src/index.ts'));
  });

  // The shell uses no overlay itself; unless it provides them anyway, a remote's overlays would
  // pair with the shell's shared-ui and find no Chakra context.
  it.each(apps)('%s provides every workspace entry from its source file, used or not', (app) => {
    const { shared } = federation(build(app));
    for (const key of ['@pcb/shared-ui', '@pcb/shared-ui/overlays', '@pcb/shared-ui/forms', '@pcb/shared-ui/views']) {
      expect(shared[key]).toMatchObject({ import: expect.stringMatching(/^\/.*\/src\/.*index\.ts$/) });
    }
  });

  it.each(apps)('%s leaves Chakra, Emotion, the router, TanStack Query and zustand unshared, so shared-ui tree-shakes them', (app) => {
    const { shared } = federation(build(app));
    expect(Object.keys(shared).filter((key) => /@chakra-ui|@emotion|react-router|@tanstack|zustand/.test(key))).toEqual([]);
  });

  it.each(apps)('%s builds with the production router, no TypeBox, and pictures as files unless imported `?inline`', (app) => {
    const config = build(app);
    expect(config.resolve.alias['react-router$']).toMatch(/dist\/production\/index\.mjs$/);
    expect(config.resolve.alias['@sinclair/typebox$']).toBe(path.join(root, 'webpack/typebox-stub.js'));
    const pictures = config.module.rules.find((rule) => rule.test?.test('logo.svg')) as { oneOf: { resourceQuery?: RegExp; type: string }[] };
    expect(pictures.oneOf.find((rule) => rule.resourceQuery?.test('?inline'))).toMatchObject({ type: 'asset/inline' });
    expect(pictures.oneOf.at(-1)).toEqual({ type: 'asset/resource' });
  });

  // Production pages link the theme's global CSS built at build time; development builds it at run
  // time, so that theme edits show without a restart.
  it('links the prebuilt theme stylesheet from the production page, with Chakra leaving that CSS out', () => {
    const leavesGlobalCssOut = (config: Config) =>
      config.module.rules.some((rule) => rule.test?.test('node_modules/@chakra-ui/react/dist/esm/styled-system/system.js'));
    const linksStylesheet = (config: Config) => config.plugins.some((plugin) => plugin.constructor.name === 'ThemeStylesheetPlugin');
    for (const app of apps) expect(leavesGlobalCssOut(build(app))).toBe(true);
    expect(linksStylesheet(build('shell'))).toBe(true);
    for (const app of apps) expect([leavesGlobalCssOut(build(app, 'development')), linksStylesheet(build(app, 'development'))]).toEqual([false, false]);
  });

  // In production a remote runs only on the shell's page, with the shell's federation runtime core;
  // its stand-alone page, which needs a runtime of its own, is built for development.
  it.each(['shop-remote', 'admin-remote'])("%s takes the shell's runtime core in production and builds its own page in development only", (app) => {
    const production = build(app);
    expect(production.entry).toEqual({});
    expect(federation(production).experiments).toMatchObject({ externalRuntime: true });
    expect(production.plugins.some((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin')).toBe(false);
    const development = build(app, 'development');
    expect(development.entry).toEqual({ main: path.join(root, 'webpack/standalone/main.tsx') });
    expect(federation(development).experiments).not.toHaveProperty('externalRuntime');
  });

  // The BFF preloads a lazily loaded page's chunks and the shell's scripts of the shared modules it consumes.
  it("lists each remote's pages and the shell's shared modules with their scripts, for the BFF's preloads", () => {
    const plugins = (app: string) => build(app).plugins.map((plugin) => plugin.constructor.name);
    expect(plugins('shell')).toContain('SharedChunksPlugin');
    expect(plugins('shell')).not.toContain('PageChunksPlugin');
    expect(plugins('shop-remote')).toContain('PageChunksPlugin');
    expect(plugins('admin-remote')).toContain('PageChunksPlugin');
  });

  // The plugins' behaviour is tested in shell/src/mf/__tests__; this is the wiring that puts them in the shell.
  it("runs the shell's federation runtime with the remote time-out and shared runtime-core plugins", () => {
    expect(federation(build('shell')).runtimePlugins).toEqual([
      path.join(root, 'shell/src/mf/timeout-plugin.ts'),
      path.join(root, 'shell/src/mf/shared-runtime-plugin.ts'),
    ]);
  });
});

describe("the shell's previous build", () => {
  const { keepPreviousBuild } = require(path.join(root, 'webpack/previous-build.js')) as {
    keepPreviousBuild(dir: string): { keep(file: string): boolean };
  };

  it('stays in the output folder beside the new build, and nothing older does', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(dir, 'build-files.json'), JSON.stringify(['main.1a2b3c4d.js', 'main.1a2b3c4d.js.br', 'build-files.json']));
    const { keep } = keepPreviousBuild(dir);
    expect(keep('main.1a2b3c4d.js')).toBe(true);
    expect(keep('main.1a2b3c4d.js.br')).toBe(true);
    expect(keep('main.00000000.js')).toBe(false);
  });

  it("is kept by the shell's production build only: a remote's releases are kept in the release store", () => {
    expect(build('shell').output.clean).toEqual({ keep: expect.any(Function) });
    expect(build('shop-remote').output.clean).toBe(true);
    expect(build('shell', 'development').output.clean).toBe(true);
  });
});

describe('the performance switch, PERF_OFF', () => {
  const { techniquesOff, TECHNIQUE_NAMES } = require(path.join(root, 'webpack/perf')) as {
    techniquesOff(value?: string): Set<string>;
    TECHNIQUE_NAMES: string[];
  };

  function buildWith(off: string, app: string): Config {
    process.env.PERF_OFF = off;
    try {
      return build(app);
    } finally {
      delete process.env.PERF_OFF;
    }
  }

  const pluginNames = (config: Config) => config.plugins.map((plugin) => plugin.constructor.name);
  const loaders = (config: Config) => config.module.rules.map((rule) => (rule as { loader?: string }).loader ?? '').map((loader) => path.basename(loader));
  const pageHead = (config: Config) => config.plugins.find((plugin) => plugin.constructor.name === 'PageHeadPlugin') as unknown as { inline: boolean };

  /** What each technique adds to a build (the app it shows in): present with it on, absent with it off. */
  const effects: Record<string, { app: string; of: (config: Config) => unknown }> = {
    precompression: { app: 'shop-remote', of: (config) => pluginNames(config).filter((name) => name === 'CompressionPlugin').length > 0 },
    'startup-preloads': { app: 'shell', of: (config) => pluginNames(config).includes('StartupPreloadPlugin') },
    'page-preloads': { app: 'shop-remote', of: (config) => pluginNames(config).includes('PageChunksPlugin') },
    'chunk-groups': { app: 'shell', of: (config) => 'splitChunks' in config.optimization },
    'theme-stylesheet': {
      app: 'shell',
      of: (config) => pluginNames(config).includes('ThemeStylesheetPlugin') && loaders(config).includes('theme-stylesheet-loader.js'),
    },
    'prebuilt-tokens': { app: 'shell', of: (config) => loaders(config).includes('prebuilt-tokens-loader.js') },
    'pure-declarations': { app: 'admin-remote', of: (config) => loaders(config).includes('pure-declarations-loader.js') },
    'inline-head': { app: 'shell', of: (config) => pageHead(config).inline },
    'shared-runtime': { app: 'shop-remote', of: (config) => (federation(config).experiments as { externalRuntime?: boolean }).externalRuntime === true },
  };

  it('has a test of what each build technique changes', () => {
    expect(Object.keys(effects).sort()).toEqual([...PERF_TECHNIQUES.build].sort());
  });

  it.each(Object.keys(effects))('turns %s off and nothing else', (name) => {
    const { app, of } = effects[name];
    expect([of(build(app)), of(buildWith(name, app))]).toEqual([true, false]);
    const needs: Record<string, string> = { 'prebuilt-tokens': 'theme-stylesheet' };
    for (const [other, effect] of Object.entries(effects)) {
      if (other !== name && needs[other] !== name) expect([other, effect.of(buildWith(name, effect.app))]).toEqual([other, true]);
    }
  });

  // The prebuilt dictionary carries no CSS variables: without the stylesheet that holds them, the page would have no tokens.
  it('takes the prebuilt tokens, and leaves the theme definitions out, only with the theme stylesheet on', () => {
    const stubbed = (config: Config) => Object.keys(config.resolve.alias).some((alias) => alias.endsWith('theme/prebuilt-config$'));
    const prebuilt = (config: Config) => [loaders(config).includes('prebuilt-tokens-loader.js'), stubbed(config)];
    expect([build('shell'), buildWith('theme-stylesheet', 'shell'), buildWith('prebuilt-tokens', 'shell')].map(prebuilt)).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
  });

  it('reads a list with spaces and empty names, and refuses an unknown name, listing the known ones', () => {
    expect([...techniquesOff(' precompression, ,inline-head,session-in-page ')]).toEqual(['precompression', 'inline-head', 'session-in-page']);
    expect(techniquesOff(undefined).size).toBe(0);
    expect(() => techniquesOff('precompression,prebuilt-token')).toThrow(
      `PERF_OFF names no technique prebuilt-token; the techniques are: ${TECHNIQUE_NAMES.join(', ')}`,
    );
  });
});
