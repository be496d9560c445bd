// The one webpack configuration of the shell and both remotes: each app's webpack.config.js
// only says who it is (a remote its name in the platform table, contract/src/platform.ts, which
// gives its folder, port and exposed app). Module Federation settings that must be identical
// everywhere (shared singletons, the table's chunk time-out, public path) live here once; the
// first-load techniques are added by the performance layer (perf/index.js), each with its switch.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PageHeadPlugin } = require('./page-head');
const { applyPerf } = require('./perf');
const { BuildFilesPlugin, keepPreviousBuild } = require('./previous-build');
const { platform } = require('./import-typescript');

const { BFF_PREFIX, LOAD_TIMEOUT_MS, REMOTES } = platform();

const root = path.resolve(__dirname, '..');
/**
 * Workspace libraries shared like the npm singletons; they have no version of their own in
 * node_modules. shared-ui has four entries: the first paint's, and the overlays, the forms and the views loaded on demand.
 */
const WORKSPACE_SINGLETONS = [
  {
    dir: 'shared-ui',
    entries: {
      '@pcb/shared-ui': 'src/core/index.ts',
      '@pcb/shared-ui/overlays': 'src/overlays/index.ts',
      '@pcb/shared-ui/forms': 'src/forms/index.ts',
      '@pcb/shared-ui/views': 'src/views/index.ts',
    },
  },
];

/**
 * Workspace libraries each app bundles for itself, not shared. The contract is stateless (constants,
 * pure functions and the endpoint table: no class, no module-level state), so two copies on a page
 * behave as one; and a shared module cannot be tree-shaken, so sharing it put the whole contract on
 * the first load when the home page uses a few endpoints and constants.
 */
const WORKSPACE_BUNDLED = [
  {
    dir: 'contract',
    entries: { '@pcb/contract': 'src/index.ts', '@pcb/contract/domain': 'src/domain/index.ts', '@pcb/contract/platform': 'src/platform.ts' },
  },
];

/**
 * A shared module cannot be tree-shaken, so only what the apps import themselves is here. Chakra,
 * Emotion, the router, TanStack Query and zustand are reached through shared-ui, a singleton that
 * bundles them tree-shaken: still one copy, one context and one cache each on the page.
 */
const LIBRARY_SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/'];

/** One copy of each for the whole page: one React, one theme, one session store, one query cache. */
function sharedSingletons() {
  const shared = Object.fromEntries(LIBRARY_SINGLETONS.map((key) => [key, { singleton: true, requiredVersion: `^${installedVersion(key)}` }]));
  // A workspace library has no version of its own in node_modules: without one, host and remotes
  // would each silently keep a private copy.
  for (const { dir, entries } of WORKSPACE_SINGLETONS) {
    const { version } = require(path.join(root, dir, 'package.json'));
    // `import` names the source file, so every container provides every entry, used or not: the
    // shell's copies then win (its share strategy keeps what it registered first), and shared-ui and
    // its overlays always come from one container, with one Chakra context between them.
    for (const [name, file] of Object.entries(entries)) {
      shared[name] = { singleton: true, version, requiredVersion: `^${version}`, import: path.join(root, dir, file) };
    }
  }
  return shared;
}

const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [root] })), 'dist/production/index.mjs');

/** Imports of the workspace libraries, shared or not, resolve to their sources. */
function workspaceAliases() {
  return Object.fromEntries(
    [...WORKSPACE_SINGLETONS, ...WORKSPACE_BUNDLED].flatMap(({ dir, entries }) =>
      Object.entries(entries).map(([name, file]) => [`${name}$`, path.join(root, dir, file)]),
    ),
  );
}

/**
 * Content-hashed names in production. The federation runtime also asks for the entry chunk's name
 * while generating it, before any hash exists, only to learn its folder depth: it gets the unhashed name.
 */
function jsFilename(production) {
  if (!production) return '[name].js';
  return (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js');
}

/**
 * A Web Worker's chunk (the Gerber preview's) carries a runtime of its own, whose federation runtime module asks
 * for the chunk's file name while webpack is still hashing, before any content hash exists (webpack 5.111,
 * module-federation/core#5077): the name without the hash answers then, the hashed one once it is known.
 */
function hashedChunkFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/** Singletons check against the installed version (the remotes' stand-alone entry lives outside their package). */
function installedVersion(shareKey) {
  const name = shareKey.replace(/\/$/, '');
  return require(require.resolve(`${name}/package.json`, { paths: [root] })).version;
}

function swcRule() {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          // The production JSX runtime in development too: a remote's page runs the shell's React, a
          // production build, which React's development JSX runtime cannot work with.
          transform: { react: { runtime: 'automatic', development: false } },
        },
      },
    },
  };
}

function devServer(port) {
  return {
    port,
    host: '127.0.0.1',
    hot: true,
    historyApiFallback: true,
    // The shell on another origin loads remote entries and chunks from here.
    headers: { 'Access-Control-Allow-Origin': '*' },
    // Same-origin /bff calls, as in production; in development the BFF runs beside the dev servers.
    proxy: [{ context: [BFF_PREFIX], target: process.env.BFF_URL ?? 'http://127.0.0.1:3003', changeOrigin: false }],
    client: { overlay: { warnings: false } },
  };
}

/**
 * @param {object} app
 * @param {string} app.dir the app's folder (its `__dirname`)
 * @param {string} app.name the federation container name (`shell`, `shop`, `admin`)
 * @param {number} app.port the dev-server port
 * @param {string} app.entry the page's entry module, relative to `dir`
 * @param {Record<string, string>} [app.exposes] for a remote: `./ShopApp` → module path relative to `dir`
 * @param {object} [app.federation] extra ModuleFederationPlugin options (the shell's share strategy and runtime plugins)
 * @param {Record<string, string>} [app.alias] extra resolve aliases
 * @param {import('./perf/page-preloads').RouteTable} [app.paths] for a remote: its route table, whose lazily
 *   loaded pages (chunks named `page-<key>`) the BFF preloads (perf/page-preloads.js)
 */
function appConfig({ dir, name, port, entry, exposes, federation = {}, alias = {}, paths }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's production build is its remoteEntry.js and chunks, which run on the shell's page with
    // the shell's federation runtime (externalRuntime). Its stand-alone page, which needs a runtime of
    // its own, is for development only.
    const page = !(exposes && production);
    // The shell's production build keeps its previous build's files (previous-build.js); a remote's
    // builds are kept whole in the release store instead.
    const keepsPrevious = production && !exposes;
    const outputDir = path.join(dir, 'dist');
    const federationOptions = federationOf({ name, exposes, dir, federation });
    const config = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: page ? { main: path.resolve(dir, entry) } : {},
      // No eval in development either: the BFF's Content Security Policy forbids it.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: outputDir,
        filename: jsFilename(production),
        // Hashed in development too: Module Federation can emit two different chunks under one name
        // (a shared module's provided copy and its fallback), which only the hash tells apart.
        chunkFilename: hashedChunkFilename,
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        publicPath: 'auto',
        uniqueName: name,
        chunkLoadTimeout: LOAD_TIMEOUT_MS,
        clean: keepsPrevious ? keepPreviousBuild(outputDir) : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: {
          ...workspaceAliases(),
          // The browser needs the contract's endpoint table and types, not its runtime schemas.
          '@sinclair/typebox$': path.join(__dirname, 'typebox-stub.js'),
          // react-router's package exports name only its development build; production pages take the other one.
          ...(production && { 'react-router$': REACT_ROUTER_PRODUCTION }),
          ...alias,
        },
      },
      module: {
        rules: [
          swcRule(),
          {
            test: /\.(png|jpe?g|gif|webp|svg)$/i,
            oneOf: [
              // `?inline`: a small picture the first paint shows at once (the home page's largest paint) comes
              // inside the script that draws it, with no request of its own after that script has run.
              { resourceQuery: /inline/, type: 'asset/inline', generator: { dataUrl: { encoding: false } } },
              // Other pictures load as files of their own: inlined, they would weigh on the JavaScript of the first paint.
              { type: 'asset/resource' },
            ],
          },
          { test: /[\\/]contract[\\/]src[\\/](?:domain[\\/])?[^\\/]+\.ts$/, loader: path.join(__dirname, 'browser-contract-loader.js') },
          // Pure libraries whose packages do not say so: Emotion imports them for withTheme, which no page
          // uses, and only a module known to be free of side effects can be left out when unused.
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      plugins: [...(page ? pagePlugins() : []), ...(keepsPrevious ? [new BuildFilesPlugin()] : [])],
      // A separate runtime chunk would stop remoteEntry.js from working on its own.
      optimization: { runtimeChunk: false },
      performance: { hints: false },
      devServer: devServer(port),
    };
    applyPerf(config, { production, page, remote: Boolean(exposes), dir, paths, federation: federationOptions });
    // Last, with the options the performance layer completed: the plugin reads them when made.
    config.plugins.unshift(new ModuleFederationPlugin(federationOptions));
    return config;
  };
}

function federationOf({ name, exposes, dir, federation }) {
  return {
    name,
    shared: sharedSingletons(),
    dts: false,
    manifest: true,
    experiments: {
      asyncStartup: true,
      optimization: {
        // Remotes are registered by their remoteEntry.js, never by a manifest: the runtime's manifest
        // reader (the snapshot) is left out, and the shell loads an entry without asking a manifest first.
        disableSnapshot: true,
        // Browser pages only: the runtime's code for Node is left out.
        target: 'web',
        // A remote never loads other remotes: leave that part of the federation runtime out of remoteEntry.js.
        ...(exposes && { disableRemote: true }),
      },
    },
    ...(exposes && { filename: 'remoteEntry.js', exposes: resolveAll(dir, exposes) }),
    ...federation,
  };
}

/** The app's index.html, with its icon and colour-mode script. */
function pagePlugins() {
  return [
    new PageHeadPlugin(),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'index.html'),
      chunks: ['main'],
      // Pages are served from the origin's root: absolute script URLs keep deep links such as
      // /admin/dashboard working (chunks still find their own origin through publicPath 'auto').
      publicPath: '/',
    }),
  ];
}

function resolveAll(dir, modules) {
  return Object.fromEntries(Object.entries(modules).map(([key, file]) => [key, path.resolve(dir, file)]));
}

/**
 * A remote's configuration: it exposes one app component (`./ShopApp`, `./AdminApp`) and, for
 * development on its own, has a stand-alone page that renders that app inside the same providers the shell gives it.
 * @param {keyof typeof REMOTES} name
 */
function remoteAppConfig(name) {
  const { folder, portVariable, port, expose, app, pathsWithoutPageChunk } = REMOTES[name];
  const remoteDir = path.join(root, folder);
  return appConfig({
    dir: remoteDir,
    name,
    port: Number(process.env[portVariable]) || port,
    // Each remote's route table, for the BFF's page preloads.
    paths: { module: 'src/lib/paths.ts', withoutPageChunk: pathsWithoutPageChunk },
    entry: path.join(__dirname, 'standalone/main.tsx'),
    alias: { 'exposed-app$': path.resolve(remoteDir, app) },
    exposes: { [expose]: app },
  });
}

module.exports = { appConfig, remoteAppConfig };
