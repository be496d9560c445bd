import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withFileVariables } from '@pcb/contract';
import { DEFAULT_POOL, type PoolSettings } from './db/database';
import { MIGRATE_DEFAULTS } from './db/migrate';
import { hostUrls } from './db/primary';
import type { InspectionLimits } from './lib/design-inspector';
import { IN_MEMORY, PACKAGE_ROOT } from './paths';

export interface SeedAccounts {
  adminEmail: string;
  adminPassword: string;
  buyerEmail: string;
  buyerUsername: string;
  buyerPassword: string;
}

export interface ApiConfig {
  host: string;
  port: number;
  /** Names this process in health answers and logs: `INSTANCE_ID`, or host and pid. */
  instanceId: string;
  /** After SIGTERM, how long the process reports not ready while still serving, so the balancer stops sending it requests. */
  drainMs: number;
  /** `MIGRATE_ON_START=false`: the schema is brought up to date by `pcb-api migrate` before the instances start. */
  migrateOnStart: boolean;
  /** `MIGRATION_LOCK_TIMEOUT_MS`, `MIGRATION_STATEMENT_TIMEOUT_MS`: how long a migration waits for a lock (then retries) and may run. */
  migrationLockTimeoutMs: number;
  migrationStatementTimeoutMs: number;
  /** PGlite's data folder, or `memory://`. Unused for the database when `databaseUrl` is set. */
  dataDir: string;
  /** Where earlier versions stored files on disk: imported into the database on start; `null`: nothing to import. */
  filesDir: string | null;
  databaseUrl: string | null;
  /** PostgreSQL schema used on a server (`search_path`); lets test files share one server. */
  databaseSchema: string | null;
  /** The PostgreSQL pool's size and time-outs (`DATABASE_POOL_SIZE`, `DATABASE_*_TIMEOUT_MS`). */
  databasePool: PoolSettings;
  /** The shop's address: e-mail links point here. */
  publicUrl: string;
  /** Prefix of every `image_url`. */
  filesPublicUrl: string;
  /** `JWT_SECRET`; null outside production means a key kept in the data folder (`lib/signing-key.ts`). */
  jwtSecret: string | null;
  /** `TWO_FACTOR_KEY`; null outside production means a key kept in the data folder (`lib/kept-keys.ts`). */
  twoFactorKey: string | null;
  buyerTokenTtl: number;
  adminTokenTtl: number;
  /** `ADMIN_2FA_REQUIRED` (default: in production): an admin without two-factor sign-in must set it up before anything else. */
  adminTwoFactorRequired: boolean;
  /** `ADMIN_IDLE_TIMEOUT`: an admin session unused for this long has ended (seconds). */
  adminIdleTimeout: number;
  smtpUrl: string | null;
  /** Production without SMTP_URL: mail is kept pending in the outbox (and the admin's outbox page says so), never marked sent. */
  mailHeld: boolean;
  /** How long sent mail, payment notifications and spent one-time tokens are kept (RETENTION, default 180 days). */
  retentionSeconds: number;
  mailFrom: string;
  /** `MAIL_CHECK_INTERVAL`: how often each instance looks for due mail in the outbox. */
  mailCheckSeconds: number;
  bcryptRounds: number;
  seed: SeedAccounts;
  /** The demo buyer (`SEED_BUYER_*`): always outside production, in production only with the demo history. */
  seedDemoBuyer: boolean;
  /** `SEED_DEMO_HISTORY`: a fresh database also gets 90 days of demo buyers, orders and custom requests. */
  seedDemoHistory: boolean;
  /** `UNVERIFIED_ACCOUNT_TTL`: an unverified registration older than this no longer holds its e-mail or username. */
  unverifiedAccountTtl: number;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  shipping: ShippingConfig;
  payments: PaymentConfig;
  buyerLimits: BuyerLimits;
  /** Caps of the design .zip inspection's worker threads (issue 21). */
  designInspection: InspectionLimits;
}

/** What one buyer may hold at once, so no buyer can tie up the shelf or the back-office. */
export interface BuyerLimits {
  /** `MAX_UNPAID_ORDERS`: orders in menunggu-pembayaran or pembayaran-tertunda, each holding stock until it expires. */
  unpaidOrders: number;
  /** `MAX_DRAFT_REQUESTS`: custom requests in menunggu-pengajuan, prototype and assembly together. */
  draftRequests: number;
  /** `MAX_REVIEW_REQUESTS`: custom requests in admin-review, prototype and assembly together. */
  reviewRequests: number;
  /** `MAX_ORDER_QUANTITY`: units of one product a single order may reserve, so no order takes a whole shelf. */
  quantityPerOrder: number;
}

export interface ShippingConfig {
  /** `offline`: the built-in area list and cost table (in production only when chosen explicitly, for a demo). */
  provider: 'offline' | 'rajaongkir';
  /** The district parcels leave from (the provider's id). */
  origin: string;
  rajaOngkirApiKey: string | null;
  rajaOngkirBaseUrl: string;
}

export interface PaymentConfig {
  /** `simulator`: the built-in stand-in that anyone can pay through (in production only when chosen explicitly, for a demo). */
  provider: 'simulator' | 'midtrans';
  /** `popup`: create-payment answers a Snap token; `redirect`: the payment page's URL. */
  flow: 'popup' | 'redirect';
  /** Unpaid orders older than this become `pembayaran-kadarluarsa`. */
  expirySeconds: number;
  /** Signs and checks notifications (SHA-512 of order_id + status_code + gross_amount + key). */
  serverKey: string;
  /** The Midtrans Snap API, e.g. `https://app.sandbox.midtrans.com`; null with the simulator. */
  snapUrl: string | null;
  /** The Midtrans Core API that answers `GET /v2/{order_id}/status`, e.g. `https://api.sandbox.midtrans.com`. */
  apiUrl: string | null;
  /** `paused` stops expiring unpaid orders (after a restore, until every unpaid order is reconciled with the provider). */
  expirySweep: 'on' | 'paused';
}

export class ConfigError extends Error {}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const value = text(env, name, fallback);
  if (!(values as readonly string[]).includes(value)) throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${value}"`);
  return value as T;
}

const UNIT_SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };

/** Seconds, or a duration such as `90s`, `15m`, `24h`, `2d`. */
function duration(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = /^(\d{1,9})\s*([smhd]?)$/.exec(raw);
  if (!match || Number(match[1]) === 0) throw new ConfigError(`${name} must be a positive duration such as 86400, 90s, 15m, 24h or 2d, got "${raw}"`);
  return Number(match[1]) * UNIT_SECONDS[match[2]];
}

const DEV_MIDTRANS_SERVER_KEY = 'SB-Mid-server-pcb-simulator-development-key';

const ADMIN_PASSWORD_MIN_LENGTH = 12;
const ADMIN_PASSWORD_REQUIRED = `NODE_ENV=production needs SEED_ADMIN_PASSWORD (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): the admin's password on a fresh database`;

const FLEET_NEEDS_POSTGRES =
  "FLEET=true needs DATABASE_URL naming PostgreSQL (postgres://…): PGlite is one process's embedded database, and its lock on DATA_DIR does not hold across containers or machines";

const PAYMENT_REQUIRED =
  'NODE_ENV=production needs a real payment provider (MIDTRANS_SNAP_URL and MIDTRANS_SERVER_KEY), or PAYMENT_PROVIDER=simulator to run a demo whose orders anyone can mark paid';
const SHIPPING_REQUIRED =
  'NODE_ENV=production needs a real shipping provider (SHIPPING_PROVIDER=rajaongkir and RAJAONGKIR_API_KEY), or SHIPPING_PROVIDER=offline to run a demo on the built-in cost table';

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  try {
    new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}"`);
  }
  // Trailing slashes go by a loop: recheck's fuzzer judged the regex that did this, /(?<!\/)\/+$/,
  // polynomial in about a third of its runs on Node 20 and 24 alike, so the regex test failed at random.
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end--;
  return value.slice(0, end);
}

/**
 * Reads and checks the environment once; every setting has a default except what production must set.
 * Each variable may instead be given as `<name>_FILE`, a file holding its value (Docker and Swarm secrets).
 */
export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): ApiConfig {
  const env = withFileVariables(processEnv, (file) => fs.readFileSync(file, 'utf8'));
  const nodeEnv = text(env, 'NODE_ENV', 'development');
  const isProduction = nodeEnv === 'production';

  const jwtSecret = optional(env, 'JWT_SECRET');
  if (isProduction && !jwtSecret) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const twoFactorKey = optional(env, 'TWO_FACTOR_KEY');
  if (isProduction && !twoFactorKey) throw new ConfigError('TWO_FACTOR_KEY is required when NODE_ENV=production');
  if (twoFactorKey && twoFactorKey.length < 32) throw new ConfigError('TWO_FACTOR_KEY must be at least 32 characters');

  const dataDirRaw = text(env, 'DATA_DIR', path.join(PACKAGE_ROOT, '.data'));
  const dataDir = dataDirRaw === IN_MEMORY ? IN_MEMORY : path.resolve(dataDirRaw);
  const filesDirRaw = optional(env, 'FILES_DIR');
  const filesDir = filesDirRaw ? path.resolve(filesDirRaw) : dataDir === IN_MEMORY ? null : path.join(dataDir, 'files');

  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  if (databaseUrl && !hostUrls(databaseUrl)) throw new ConfigError('DATABASE_URL names an empty host: list hosts as host1:5432,host2:5432');
  // A fleet's instances each open their own DATA_DIR (or share a volume whose pid lock means nothing
  // across containers): on PGlite they would each keep a database of their own, or corrupt a shared one.
  if (flag(env, 'FLEET', false) && !databaseUrl) throw new ConfigError(FLEET_NEEDS_POSTGRES);
  const databaseSchema = optional(env, 'DATABASE_SCHEMA');
  if (databaseSchema && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    throw new ConfigError('DATABASE_SCHEMA must be a lower-case SQL identifier');
  }

  const adminPassword = optional(env, 'SEED_ADMIN_PASSWORD');
  // The development default is published in the README: production must never seed it.
  if (isProduction && (!adminPassword || adminPassword.length < ADMIN_PASSWORD_MIN_LENGTH)) throw new ConfigError(ADMIN_PASSWORD_REQUIRED);
  const seed: SeedAccounts = {
    adminEmail: text(env, 'SEED_ADMIN_EMAIL', 'admin@pcb.test').toLowerCase(),
    adminPassword: adminPassword ?? 'Admin#123456',
    buyerEmail: text(env, 'SEED_BUYER_EMAIL', 'buyer@pcb.test').toLowerCase(),
    buyerUsername: text(env, 'SEED_BUYER_USERNAME', 'budi'),
    buyerPassword: text(env, 'SEED_BUYER_PASSWORD', 'Buyer#12345'),
  };

  const shippingProvider = oneOf(env, 'SHIPPING_PROVIDER', ['offline', 'rajaongkir'] as const, 'offline');
  const rajaOngkirApiKey = optional(env, 'RAJAONGKIR_API_KEY');
  if (shippingProvider === 'rajaongkir' && !rajaOngkirApiKey) throw new ConfigError('RAJAONGKIR_API_KEY is required when SHIPPING_PROVIDER=rajaongkir');
  if (isProduction && !optional(env, 'SHIPPING_PROVIDER')) throw new ConfigError(SHIPPING_REQUIRED);

  const snapUrl = optional(env, 'MIDTRANS_SNAP_URL') ? url(env, 'MIDTRANS_SNAP_URL', '') : null;
  const paymentProvider = oneOf(env, 'PAYMENT_PROVIDER', ['simulator', 'midtrans'] as const, snapUrl ? 'midtrans' : 'simulator');
  const serverKey = optional(env, 'MIDTRANS_SERVER_KEY');
  if (paymentProvider === 'midtrans' && !snapUrl) throw new ConfigError('MIDTRANS_SNAP_URL is required when PAYMENT_PROVIDER=midtrans');
  if (snapUrl && !serverKey) throw new ConfigError('MIDTRANS_SERVER_KEY is required when MIDTRANS_SNAP_URL is set');
  if (paymentProvider === 'simulator' && snapUrl) throw new ConfigError('PAYMENT_PROVIDER=simulator cannot be used with MIDTRANS_SNAP_URL');
  if (isProduction && !optional(env, 'PAYMENT_PROVIDER') && !snapUrl) throw new ConfigError(PAYMENT_REQUIRED);

  // Demo buyers have published passwords: in production only when asked for by name, for a demo.
  const seedDemoHistory = flag(env, 'SEED_DEMO_HISTORY', false);

  return {
    host: text(env, 'HOST', '127.0.0.1'),
    port: integer(env, 'PORT', 4000, 0, 65535),
    instanceId: text(env, 'INSTANCE_ID', `${os.hostname()}:${process.pid}`),
    drainMs: integer(env, 'DRAIN_MS', 0, 0, 300_000),
    migrateOnStart: flag(env, 'MIGRATE_ON_START', true),
    migrationLockTimeoutMs: integer(env, 'MIGRATION_LOCK_TIMEOUT_MS', MIGRATE_DEFAULTS.lockTimeoutMs, 100, 600_000),
    migrationStatementTimeoutMs: integer(env, 'MIGRATION_STATEMENT_TIMEOUT_MS', MIGRATE_DEFAULTS.statementTimeoutMs, 1_000, 86_400_000),
    dataDir,
    filesDir,
    databaseUrl,
    databaseSchema,
    databasePool: {
      // Two at least: lock holders may take half the pool, and the rest of the API needs the other half.
      size: integer(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL.size, 2, 1000),
      connectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_POOL.connectTimeoutMs, 100, 600_000),
      statementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_POOL.statementTimeoutMs, 100, 86_400_000),
      lockTimeoutMs: integer(env, 'DATABASE_LOCK_TIMEOUT_MS', DEFAULT_POOL.lockTimeoutMs, 100, 86_400_000),
      queryTimeoutMs: integer(env, 'DATABASE_QUERY_TIMEOUT_MS', DEFAULT_POOL.queryTimeoutMs, 100, 86_400_000),
    },
    publicUrl: url(env, 'PUBLIC_URL', 'http://127.0.0.1:3000'),
    filesPublicUrl: url(env, 'FILES_PUBLIC_URL', 'http://127.0.0.1:3000/bff/files'),
    jwtSecret,
    twoFactorKey,
    buyerTokenTtl: integer(env, 'BUYER_TOKEN_TTL', 604800, 1, 31536000),
    adminTokenTtl: integer(env, 'ADMIN_TOKEN_TTL', 86400, 1, 31536000),
    adminIdleTimeout: duration(env, 'ADMIN_IDLE_TIMEOUT', 1800),
    adminTwoFactorRequired: flag(env, 'ADMIN_2FA_REQUIRED', isProduction),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailHeld: isProduction && !optional(env, 'SMTP_URL'),
    retentionSeconds: duration(env, 'RETENTION', 180 * 86_400),
    mailFrom: text(env, 'MAIL_FROM', 'PCB Polibatam <no-reply@pcb.test>'),
    mailCheckSeconds: duration(env, 'MAIL_CHECK_INTERVAL', 1),
    bcryptRounds: integer(env, 'BCRYPT_ROUNDS', 10, 4, 15),
    seed,
    seedDemoBuyer: !isProduction || seedDemoHistory,
    seedDemoHistory,
    unverifiedAccountTtl: duration(env, 'UNVERIFIED_ACCOUNT_TTL', 86_400),
    nodeEnv,
    isProduction,
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    designInspection: {
      timeoutMs: integer(env, 'DESIGN_INSPECTION_TIMEOUT_MS', 10_000, 100, 120_000),
      memoryMb: integer(env, 'DESIGN_INSPECTION_MEMORY_MB', 128, 16, 2048),
      atOnce: integer(env, 'DESIGN_INSPECTIONS_AT_ONCE', 2, 1, 64),
      waiting: integer(env, 'DESIGN_INSPECTIONS_WAITING', 8, 0, 1000),
      perUser: integer(env, 'DESIGN_INSPECTIONS_PER_USER', 1, 1, 64),
    },
    shipping: {
      provider: shippingProvider,
      // Batam Kota, the district of the Politeknik Negeri Batam campus (a RajaOngkir district id when that provider is used).
      origin: text(env, 'SHIPPING_ORIGIN', '21.71.10'),
      rajaOngkirApiKey,
      rajaOngkirBaseUrl: url(env, 'RAJAONGKIR_BASE_URL', 'https://rajaongkir.komerce.id/api/v1'),
    },
    payments: {
      provider: paymentProvider,
      flow: oneOf(env, 'PAYMENT_FLOW', ['popup', 'redirect'] as const, 'popup'),
      expirySeconds: duration(env, 'PAYMENT_EXPIRY', 86_400),
      // A key known from the source would let anyone sign a notification: production never uses it.
      serverKey: serverKey ?? (isProduction ? randomBytes(32).toString('hex') : DEV_MIDTRANS_SERVER_KEY),
      snapUrl,
      apiUrl: snapUrl ? url(env, 'MIDTRANS_API_URL', snapUrl.replace('//app.', '//api.')) : null,
      expirySweep: oneOf(env, 'PAYMENT_EXPIRY_SWEEP', ['on', 'paused'] as const, 'on'),
    },
    buyerLimits: {
      unpaidOrders: integer(env, 'MAX_UNPAID_ORDERS', 3, 1, 1000),
      draftRequests: integer(env, 'MAX_DRAFT_REQUESTS', 10, 1, 1000),
      reviewRequests: integer(env, 'MAX_REVIEW_REQUESTS', 10, 1, 1000),
      quantityPerOrder: integer(env, 'MAX_ORDER_QUANTITY', 100, 1, 1_000_000),
    },
  };
}
