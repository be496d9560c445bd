/**
 * The platform's facts, each written once and read by webpack, the scripts, the BFF, the shell and the
 * release tool (`@pcb/contract/platform`). It imports nothing: the webpack configurations read it through
 * jiti, the remotes' servers from the contract's build, the browser from its source.
 */

/**
 * The two remotes: the folder of their package, the port of their server outside a fleet (and the
 * variable that moves it), what each exposes, and the keys of its route table (`src/lib/paths.ts`) that
 * come with the app rather than as a lazily loaded page chunk (`page-<key>`): the build refuses any
 * other key without a chunk, and a chunk named after no key (webpack/perf/page-preloads.js).
 */
export const REMOTES = {
  shop: {
    folder: 'shop-remote',
    port: 3001,
    portVariable: 'SHOP_REMOTE_PORT',
    expose: './ShopApp',
    app: 'src/app/shop-app.tsx',
    pathsWithoutPageChunk: ['home', 'notFound'],
  },
  admin: {
    folder: 'admin-remote',
    port: 3002,
    portVariable: 'ADMIN_REMOTE_PORT',
    expose: './AdminApp',
    app: 'src/app/admin-app.tsx',
    pathsWithoutPageChunk: ['home', 'notFound', 'admin'],
  },
} as const;

type RemoteKey = keyof typeof REMOTES;
export const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];

export const isRemoteKey = (value: string | undefined): value is RemoteKey => REMOTE_KEYS.some((name) => name === value);

/** Where the BFF answers for itself (sessions, remotes, reports); every other path is the shell's page or the API. */
export const BFF_PREFIX = '/bff';

/** The back-office's paths, `/payment-detail/{id}` included (the back-office specification's transaction link): the admin remote draws them. */
export const ADMIN_PATH_ROOTS = ['/admin-login', '/admin', '/payment-detail'] as const;

/** Spec: module chunks and remote entries load with a 120 s time-out. */
export const LOAD_TIMEOUT_MS = 120_000;

/** Below about one packet, compression saves no round trip and costs a header and CPU on both ends. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The first-load techniques `PERF_OFF=name1,name2` turns off (docs/performance.md): the build's, the
 * BFF's, and page-preloads, which is both (the build writes the lists, the BFF the preloads into the page).
 */
export const PERF_TECHNIQUES = {
  build: [
    'precompression',
    'startup-preloads',
    'page-preloads',
    'chunk-groups',
    'theme-stylesheet',
    'prebuilt-tokens',
    'pure-declarations',
    'inline-head',
    'shared-runtime',
  ],
  bff: ['page-preloads', 'session-in-page'],
} as const;

/**
 * The release store's layout (bff/src/releases/, served by scripts/serve-remote.mjs):
 *   <store>/<remote>/<release id>/        a release's files, and its manifest `release.json`
 *   <store>/<remote>/pointer/<n>.json      the live pointer, version n; the highest n is the one in force
 *   <store>/<remote>/history.jsonl         the release history, one step a line
 *   <store>/<remote>/canary/<n>/<bff>.json what each BFF counted during the canary of pointer version n
 */
export const RELEASE_STORE = {
  /** `20261124-004512-3f9a1c2b`: the build time, then a hash of the release's files. */
  releaseId: /^\d{8}-\d{6}-[0-9a-f]{8}$/,
  releaseFile: 'release.json',
  pointerDir: 'pointer',
  pointerFile: /^(\d+)\.json$/,
  historyFile: 'history.jsonl',
  canaryDir: 'canary',
} as const;
