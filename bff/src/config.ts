import { PERF_TECHNIQUES, REMOTES, type PaymentScript, type RemoteName } from '@pcb/contract';
import { EMPTY_HOST, hostUrls } from '@pcb/contract/server/db';
import { ConfigError, listenHost, readEnv } from '@pcb/contract/server/env';
import { Type, type Static } from '@sinclair/typebox';
import type { CanaryRules } from './releases/canary';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RateLimitConfig {
  /** Requests allowed per client address and route within the window. */
  max: number;
  windowMs: number;
  /** Opening a share link (its page, board and PDF) within the window, per client address: one page view costs up to three. */
  shareMax: number;
  /** Reads of the prototype price list within the window, per client address: it prices the instant quote for anyone. */
  priceListMax: number;
}

export interface BffConfig {
  host: string;
  port: number;
  /** The upstream's API root, e.g. `http://127.0.0.1:4000/api`. */
  pcbApiUrl: URL;
  shellDir: string;
  shopRemoteUrl: string;
  /** Where this BFF itself reads each remote's server, when not at the browser's address (a fleet's internal network). */
  remoteReadUrls: Record<RemoteName, string>;
  adminRemoteUrl: string;
  /** The remotes' releases and live pointers (`npm run release`/`promote`/`rollback`/`releases`, scripts/serve-remote.mjs): a folder on this host… */
  releaseStore: string;
  /** …or, when `RELEASE_STORE_URL` is set, a PostgreSQL database every host reaches (then `releaseStore` is unused). */
  releaseStoreUrl: string | null;
  /** Releases the store keeps per remote; the live one and the one a rollback returns to always stay. */
  releasesKept: number;
  /** How often the BFF asks each remote's server which release is live. */
  releasePollMs: number;
  /** When a canary release is judged (releases/canary.ts): CANARY_WINDOW_MS, CANARY_MIN_SESSIONS. */
  canary: CanaryRules;
  publicUrl: URL;
  /** Secure cookies with the `__Host-` prefix: always in production. */
  cookieSecure: boolean;
  upstreamTimeoutMs: number;
  rateLimit: RateLimitConfig;
  logLevel: string;
  /** `REDIS_URL`: rate-limit counters shared by every BFF instance; null counts in this process only. */
  redisUrl: string | null;
  /** Names this process in health answers: `INSTANCE_ID`, or host and pid. */
  instanceId: string;
  /** After SIGTERM, how long the BFF reports not ready while still serving, so the balancer stops sending it requests. */
  drainMs: number;
  /**
   * The reverse proxies in front (IPs, CIDRs, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`):
   * only they may name the client in `X-Forwarded-For`, which rate limits key on; false: no proxy.
   */
  trustProxy: string[] | false;
  /** Origins of a real payment provider's popup (Midtrans' snap.js and its frame); none for the simulator, served through the BFF. */
  paymentScriptOrigins: string[];
  /** A real provider's snap.js and client key, handed to the page; null: the shop uses the simulator's script. */
  paymentScript: PaymentScript | null;
  /** `PERF_OFF`: the BFF's first-load techniques switched off, to measure them (docs/performance.md). */
  perfOff: ReadonlySet<BffTechnique>;
}

/**
 * What the BFF writes into the page to speed up its first load: the scripts the page will need
 * (page-preloads, with the build's lists), and the sessions (session-in-page). `PERF_OFF` also names
 * the build's techniques, which the build checks (the platform table names them all).
 */
type BffTechnique = (typeof PERF_TECHNIQUES.bff)[number];

const REPO_ROOT = path.resolve(__dirname, '..', '..');

const text = (fallback: string) => Type.String({ default: fallback });
const optional = Type.Optional(Type.String());
const whole = (fallback: number) => Type.Integer({ default: fallback, minimum: 0 });

/** Every variable the BFF reads (docs/operations.md), checked and typed by `readEnv`. */
const ENV = Type.Object({
  NODE_ENV: optional,
  HOST: text('127.0.0.1'),
  PORT: whole(3000),
  PCB_API_URL: text('http://127.0.0.1:4000/api'),
  SHELL_DIR: text(path.join(REPO_ROOT, 'shell', 'dist')),
  PUBLIC_URL: text('http://127.0.0.1:3000'),
  SHOP_REMOTE_URL: text(`http://127.0.0.1:${REMOTES.shop.port}`),
  ADMIN_REMOTE_URL: text(`http://127.0.0.1:${REMOTES.admin.port}`),
  SHOP_REMOTE_INTERNAL_URL: optional,
  ADMIN_REMOTE_INTERNAL_URL: optional,
  RELEASE_STORE: text(path.join(REPO_ROOT, '.data', 'releases')),
  RELEASE_STORE_URL: optional,
  RELEASES_KEPT: whole(10),
  RELEASE_POLL_MS: whole(1_000),
  CANARY_WINDOW_MS: whole(30 * 60_000),
  CANARY_MIN_SESSIONS: whole(100),
  COOKIE_SECURE: Type.Optional(Type.Boolean()),
  UPSTREAM_TIMEOUT_MS: whole(10_000),
  RATE_LIMIT_MAX: whole(10),
  RATE_LIMIT_WINDOW_MS: whole(60_000),
  SHARE_RATE_LIMIT_MAX: whole(60),
  PRICE_LIST_RATE_LIMIT_MAX: whole(120),
  LOG_LEVEL: text('info'),
  REDIS_URL: optional,
  INSTANCE_ID: optional,
  DRAIN_MS: whole(0),
  TRUST_PROXY: optional,
  PAYMENT_SCRIPT_ORIGINS: optional,
  PAYMENT_SNAP_URL: optional,
  PAYMENT_CLIENT_KEY: optional,
  PERF_OFF: optional,
});
type Env = Static<typeof ENV>;

function parseHttpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be http or https, got "${raw}"`);
  return url;
}

/** An origin without a trailing slash, so `${origin}/mf-manifest.json` is well formed. */
function origin(name: string, raw: string): string {
  return withoutTrailingSlashes(parseHttpUrl(name, raw).href);
}

/**
 * `text` without the slashes it ends with. A loop, not a regex: recheck's fuzz checker judged
 * /(?<!\/)\/+$/ polynomial in about a third of its runs, so the regex test failed at random.
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end--;
  return text.slice(0, end);
}

/** The items of a comma-separated variable, trimmed, empty ones left out. */
function commaList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A comma-separated list of http(s) addresses, each reduced to its origin (`https://app.midtrans.com/snap/snap.js` → `https://app.midtrans.com`). */
function origins(name: string, raw: string | undefined): string[] {
  return commaList(raw).map((item) => parseHttpUrl(name, item).origin);
}

function perfOff(env: Env): Set<BffTechnique> {
  const names = commaList(env.PERF_OFF);
  return new Set(PERF_TECHNIQUES.bff.filter((name) => names.includes(name)));
}

/** A server's URL with one of the schemes given, or null when the variable is unset. */
function serverUrl(name: string, raw: string | undefined, schemes: string[]): string | null {
  if (!raw) return null;
  const prefixes = schemes.map((scheme) => `${scheme}://`);
  if (!prefixes.some((prefix) => raw.startsWith(prefix) && raw.length > prefix.length))
    throw new ConfigError(`${name} must start with ${prefixes.join(' or ')}, got "${raw}"`);
  return raw;
}

/** A PostgreSQL URL, which may list several hosts (a primary and its standby). */
function releaseStoreUrl(raw: string | undefined): string | null {
  const url = serverUrl('RELEASE_STORE_URL', raw, ['postgres', 'postgresql']);
  if (url && !hostUrls(url)) throw new ConfigError(`RELEASE_STORE_URL ${EMPTY_HOST}`);
  return url;
}

/** Anyone who reaches an open Redis could reset every counter: production refuses one without a password. */
function redisUrl(env: Env): string | null {
  const url = serverUrl('REDIS_URL', env.REDIS_URL, ['redis', 'rediss']);
  if (url && env.NODE_ENV === 'production' && !new URL(url).password) {
    throw new ConfigError('NODE_ENV=production needs a password in REDIS_URL (redis://:<password>@host:6379), as Redis is started with requirepass');
  }
  return url;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  const [address, prefix, ...rest] = item.split('/');
  const version = net.isIP(address);
  if (rest.length > 0 || version === 0) return PROXY_NAMES.has(item);
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY: the proxies' addresses. `true` would let any client write its own address and escape the rate limit. */
function trustedProxies(env: Env): string[] | false {
  const raw = env.TRUST_PROXY ?? '';
  if (raw === '' || raw.toLowerCase() === 'false') return false;
  const items = commaList(raw);
  const wrong = items.find((item) => !isProxyAddress(item));
  if (wrong !== undefined) {
    throw new ConfigError(`TRUST_PROXY takes the reverse proxies' addresses (IPs or CIDRs, comma-separated, e.g. 10.0.0.0/8), got "${wrong}"`);
  }
  return items;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Production sends session cookies only over https (`Secure`, `__Host-`); plain http is left to a local try-out. */
function cookieSecurity(env: Env, publicUrl: URL): boolean {
  const production = env.NODE_ENV === 'production';
  const secure = env.COOKIE_SECURE ?? (production || publicUrl.protocol === 'https:');
  if (!production) return secure;
  if (!secure) throw new ConfigError('COOKIE_SECURE=false is refused when NODE_ENV=production');
  if (publicUrl.protocol !== 'https:' && !LOOPBACK_HOSTS.has(publicUrl.hostname)) {
    throw new ConfigError(`NODE_ENV=production needs an https PUBLIC_URL (plain http only on localhost), got "${publicUrl.href}"`);
  }
  return secure;
}

/** PAYMENT_SNAP_URL and PAYMENT_CLIENT_KEY come together, and the script's origin must be one the CSP allows. */
function paymentScript(env: Env, allowedOrigins: string[]): PaymentScript | null {
  const src = env.PAYMENT_SNAP_URL;
  const clientKey = env.PAYMENT_CLIENT_KEY;
  if (!src && !clientKey) return null;
  if (!src || !clientKey) throw new ConfigError('PAYMENT_SNAP_URL and PAYMENT_CLIENT_KEY must be set together');
  const url = parseHttpUrl('PAYMENT_SNAP_URL', src);
  if (!allowedOrigins.includes(url.origin)) throw new ConfigError(`PAYMENT_SNAP_URL's origin ${url.origin} must be one of PAYMENT_SCRIPT_ORIGINS`);
  return { src: url.href, clientKey };
}

/**
 * Reads and validates the configuration once; every variable has a documented default (docs/operations.md).
 * Each variable may instead be given as `<name>_FILE`, a file holding its value (Docker and Swarm secrets).
 */
export function loadConfig(processEnv: Record<string, string | undefined> = process.env): BffConfig {
  const env = readEnv(ENV, processEnv, (file) => fs.readFileSync(file, 'utf8'));
  const publicUrl = parseHttpUrl('PUBLIC_URL', env.PUBLIC_URL);
  const shopRemoteUrl = origin('SHOP_REMOTE_URL', env.SHOP_REMOTE_URL);
  const adminRemoteUrl = origin('ADMIN_REMOTE_URL', env.ADMIN_REMOTE_URL);
  const paymentScriptOrigins = origins('PAYMENT_SCRIPT_ORIGINS', env.PAYMENT_SCRIPT_ORIGINS);
  return {
    host: listenHost(env.HOST, env.NODE_ENV === 'production'),
    port: env.PORT,
    pcbApiUrl: parseHttpUrl('PCB_API_URL', env.PCB_API_URL),
    shellDir: path.resolve(env.SHELL_DIR),
    shopRemoteUrl,
    adminRemoteUrl,
    remoteReadUrls: {
      shop: env.SHOP_REMOTE_INTERNAL_URL ? origin('SHOP_REMOTE_INTERNAL_URL', env.SHOP_REMOTE_INTERNAL_URL) : shopRemoteUrl,
      admin: env.ADMIN_REMOTE_INTERNAL_URL ? origin('ADMIN_REMOTE_INTERNAL_URL', env.ADMIN_REMOTE_INTERNAL_URL) : adminRemoteUrl,
    },
    releaseStore: path.resolve(env.RELEASE_STORE),
    releaseStoreUrl: releaseStoreUrl(env.RELEASE_STORE_URL),
    releasesKept: Math.max(1, env.RELEASES_KEPT),
    releasePollMs: Math.max(100, env.RELEASE_POLL_MS),
    canary: { windowMs: env.CANARY_WINDOW_MS, minSessions: env.CANARY_MIN_SESSIONS },
    publicUrl,
    cookieSecure: cookieSecurity(env, publicUrl),
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      shareMax: env.SHARE_RATE_LIMIT_MAX,
      priceListMax: env.PRICE_LIST_RATE_LIMIT_MAX,
    },
    logLevel: env.LOG_LEVEL,
    redisUrl: redisUrl(env),
    instanceId: env.INSTANCE_ID ?? `${os.hostname()}:${process.pid}`,
    drainMs: env.DRAIN_MS,
    trustProxy: trustedProxies(env),
    paymentScriptOrigins,
    paymentScript: paymentScript(env, paymentScriptOrigins),
    perfOff: perfOff(env),
  };
}
