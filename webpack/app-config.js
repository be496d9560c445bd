// The one webpack configuration of the shell and both remotes: each app's webpack.config.js
// only says who it is (name, port, what it exposes). Module Federation settings that must be
// identical everywhere (shared singletons, 120 s chunk time-out, public path) live here once.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { IgnorePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PageChunksPlugin, SharedChunksPlugin } = require('./page-chunks');
const { BuildFilesPlugin, keepPreviousBuild } = require('./previous-build');
const { ThemeStylesheetPlugin } = require('./theme-stylesheet');

const root = path.resolve(__dirname, '..');
/**
 * Workspace libraries shared like the npm singletons; they have no version of their own in
 * node_modules. shared-ui has four entries: the first paint's, and the overlays, the forms and the views loaded on demand.
 */
const WORKSPACE_SINGLETONS = [
  {
    dir: 'shared-ui',
    entries: {
      '@pcb/shared-ui': 'src/index.ts',
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
const WORKSPACE_BUNDLED = [{ dir: 'contract', entries: { '@pcb/contract': 'src/index.ts' } }];

/** Spec: module chunks load with a 120 s time-out (remote entries: shell/src/mf/timeout-plugin.ts). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

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

/** Chakra's theme and the component anatomies of Chakra, Ark and Zag: see pure-declarations-loader.js. */
const PURE_DECLARATION_MODULES =
  /(@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]index|anatomy)\.js|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs)$/;

/** Chakra's createSystem, whose global CSS and token dictionary production pages get prebuilt (prebuilt-theme-loader.js). */
const CHAKRA_CREATE_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** The theme parts only the build reads (the request system.ts imports it by, without extension). */
const PREBUILT_THEME_CONFIG = path.join(root, 'shared-ui/src/theme/prebuilt-config');

const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [root] })), 'dist/production/index.mjs');

/** Imports of the workspace libraries, shared or not, resolve to their sources. */
function workspaceAliases() {
  return Object.fromEntries(
    [...WORKSPACE_SINGLETONS, ...WORKSPACE_BUNDLED].flatMap(({ dir, entries }) =>
      Object.entries(entries).map(([name, file]) => [`${name}$`, path.join(root, dir, file)]),
    ),
  );
}

const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const sharedUiEntry = (name) => path.join(root, 'shared-ui', WORKSPACE_SINGLETONS[0].entries[name]);

/** Whether a module is in the chunk of the given shared-ui entry (its source file). */
const inChunkOf =
  (entryFile) =>
  (module, { chunkGraph }) => {
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const other of chunkGraph.getChunkModulesIterable(chunk)) {
        if (other.resource === entryFile) return true;
      }
    }
    return false;
  };

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

/**
 * webpack/color-mode.js, written into the page's <head>: it must run before the first paint, outside
 * the federation runtime, and a file of its own would cost a phone a request before it. Its comment
 * lines stay out of the page. The BFF's CSP allows it by its hash (bff/src/routes/shell.ts).
 */
const COLOR_MODE_SCRIPT = readFileSync(path.join(__dirname, 'color-mode.js'), 'utf8')
  .split('\n')
  .filter((line) => !line.startsWith('//'))
  .join('\n')
  .trim();

/**
 * Preloads, from the page's head, the chunks the entry loads before it can run: with asyncStartup,
 * main.js first fetches the shared modules it consumes (React, Chakra, shared-ui…), which would
 * otherwise start downloading only once main.js has arrived and run, a round trip later.
 */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const preloads = startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }),
        );
        data.headTags.push(...preloads);
        // A deferred script is otherwise fetched at low priority, behind every preload.
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.defer) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

/**
 * The scripts of the shared modules the main entry consumes, and of those these consume in turn
 * (shared-ui consumes React, Emotion, TanStack Query…). The page runs the copies this build
 * provides (the shell's share strategy keeps what it registered first), so the chunks are those
 * behind each provide, which can be more than behind the consume's own fallback.
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const blockChunks = (module) => module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
  // ProvideSharedModule keeps its share key in `_name`; its one block loads the provided module.
  const provided = new Map([...compilation.modules].filter((m) => m.type === 'provide-module').map((m) => [m._name, m]));
  const chunks = new Set([compilation.namedChunks.get('main')]);
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = provided.get(module.options.shareKey);
      for (const needed of [...blockChunks(module), ...(provider ? blockChunks(provider) : [])]) chunks.add(needed);
    }
  }
  // Largest first: on a phone's few connections the big scripts decide when the page can start,
  // so they should not queue behind small ones.
  const files = [...chunks].slice(1).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return files.sort((a, b) => compilation.getAsset(b).source.size() - compilation.getAsset(a).source.size());
}

/** What the servers can send precompressed: scripts, styles, pages, pictures drawn in SVG, manifests. */
const COMPRESSIBLE_ASSET = /\.(js|css|html|svg|json)$/;
/** Below about one packet, compression saves no round trip and costs a header. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli and gzip copies of every compressible file, at the highest levels (compressed once at build,
 * not per request): the BFF and serve-remote pick the one the browser accepts.
 */
function precompression() {
  const common = { test: COMPRESSIBLE_ASSET, threshold: COMPRESSION_THRESHOLD_BYTES, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
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
    proxy: [{ context: ['/bff'], target: process.env.BFF_URL ?? 'http://127.0.0.1:3003', changeOrigin: false }],
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
 * @param {string} [app.paths] for a remote: the module exporting its route table `paths`, whose lazily
 *   loaded pages (chunks named `page-<key>`) the BFF preloads (page-chunks.js)
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
    return {
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
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
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
          // Production pages get the theme's tokens and global styles prebuilt (prebuilt-theme-loader.js).
          ...(production && { [`${PREBUILT_THEME_CONFIG}$`]: path.join(__dirname, 'prebuilt-config-stub.js') }),
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
          { test: /[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/, loader: path.join(__dirname, 'browser-contract-loader.js') },
          // Pure libraries whose packages do not say so: Emotion imports them for withTheme, which no page
          // uses, and only a module known to be free of side effects can be left out when unused.
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
          { test: PURE_DECLARATION_MODULES, loader: path.join(__dirname, 'pure-declarations-loader.js') },
          // Development keeps Chakra's run-time global CSS and tokens, so that theme edits show without a restart.
          ...(production ? [{ test: CHAKRA_CREATE_SYSTEM, loader: path.join(__dirname, 'prebuilt-theme-loader.js') }] : []),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          shared: sharedSingletons(),
          dts: false,
          manifest: true,
          experiments: {
            asyncStartup: true,
            // The remote's entry reads the federation runtime's core from the shell (shell/src/mf/shared-runtime-plugin.ts)
            // instead of carrying a second copy: about 10 KB less on every shop page.
            ...(!page && { externalRuntime: true }),
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
        }),
        // @tracespace/core imports Node's modules to read a file path, a branch a page never takes
        // (shared-ui hands it the file's text): left out, that import rejects and the branch throws.
        new IgnorePlugin({ resourceRegExp: /^node:/, contextRegExp: /@tracespace[\\/]core/ }),
        ...(page ? pagePlugins(production) : []),
        ...(production ? [...preloadLists(dir, exposes, paths), ...precompression()] : []),
        ...(keepsPrevious ? [new BuildFilesPlugin()] : []),
      ],
      // A separate runtime chunk would stop remoteEntry.js from working on its own.
      optimization: {
        runtimeChunk: false,
        // Every first paint needs React's four shared modules (react, react-dom, their client and JSX
        // entries) and everything shared-ui's main entry brings (Chakra's core, Emotion, the router,
        // TanStack Query, shared-ui's own code): two scripts instead of six, as on a phone each costs a
        // round trip on one of six connections, and /login's form scripts queued behind them. The forms
        // entry (react-hook-form and the fields' Chakra parts) is one more script, which the overlays and
        // views load too: nearly every screen that uses them has a form or a form dialog. The shell
        // provides these modules, so only its build groups them. No module has two copies, which
        // capping the number of scripts (maxAsyncRequests) had caused.
        splitChunks: {
          cacheGroups: {
            react: { test: REACT_MODULES, name: 'react', chunks: 'all', enforce: true },
            ...(!exposes && {
              sharedUi: { test: inChunkOf(sharedUiEntry('@pcb/shared-ui')), name: 'shared-ui', chunks: 'async', enforce: true, priority: 2 },
              sharedUiForms: { test: inChunkOf(sharedUiEntry('@pcb/shared-ui/forms')), name: 'shared-ui-forms', chunks: 'async', enforce: true, priority: 1 },
            }),
          },
        },
      },
      performance: { hints: false },
      devServer: devServer(port),
    };
  };
}

/** The page's icon is the logo the top bars draw, written into the page: no request competes with the first scripts. */
const LOGO_SVG = readFileSync(path.join(root, 'shared-ui/src/assets/logo.svg'), 'utf8').replace(/>\s+</g, '><').trim();
const LOGO_DATA_URL = `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`;

/** The app's index.html: its icon, colour-mode script, the theme's stylesheet and the preloads of its first scripts. */
function pagePlugins(production) {
  return [
    new StartupPreloadPlugin(),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'index.html'),
      chunks: ['main'],
      // Pages are served from the origin's root: absolute script URLs keep deep links such as
      // /admin/dashboard working (chunks still find their own origin through publicPath 'auto').
      publicPath: '/',
      templateParameters: { colorModeScript: COLOR_MODE_SCRIPT, icon: LOGO_DATA_URL },
    }),
    ...(production ? [new ThemeStylesheetPlugin()] : []),
  ];
}

/** What the BFF reads to preload a page's scripts: the shell's shared modules, a remote's pages. */
function preloadLists(dir, exposes, paths) {
  if (!exposes) return [new SharedChunksPlugin()];
  return paths ? [new PageChunksPlugin({ dir, pathsModule: paths })] : [];
}

function resolveAll(dir, modules) {
  return Object.fromEntries(Object.entries(modules).map(([key, file]) => [key, path.resolve(dir, file)]));
}

/**
 * A remote: exposes one app component (`./ShopApp`, `./AdminApp`) and, for development on its own,
 * a stand-alone page that renders that app inside the same providers the shell gives it.
 * @param {{ dir: string, name: string, port: number, expose: string, app: string, paths?: string }} remote
 */
function remoteAppConfig({ dir, name, port, expose, app, paths }) {
  return appConfig({
    dir,
    name,
    port,
    paths,
    entry: path.join(__dirname, 'standalone/main.tsx'),
    alias: { 'exposed-app$': path.resolve(dir, app) },
    exposes: { [expose]: app },
  });
}

module.exports = { appConfig, remoteAppConfig, CHUNK_LOAD_TIMEOUT_MS };
