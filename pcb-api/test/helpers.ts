import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDatabase } from '../src/seed';
import { GERBER_SET, rarOf } from './gerber-fixtures';
import { PGLITE_TEMPLATE_ENV } from './global-setup';

/**
 * One app (and one database) per test file: an in-memory PGlite by default, or — when
 * DATABASE_URL is set — a schema of its own on that server, so test files can run in parallel.
 */
export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = { logger: false }): Promise<FastifyInstance> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const schema = databaseUrl ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : '';
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    BCRYPT_ROUNDS: '4',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    ...env,
  });
  return buildApp(config, { pgliteTemplate: pgliteTemplate(), serializersOnFirstUse: true, ...options });
}

let template: Blob | undefined;
/** The migrated data folder jest's global setup dumped, if it ran (not on PostgreSQL). */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file && !template) template = new Blob([fs.readFileSync(file)]);
  return template;
}

/** Closes the app; on a server, its schema goes too. */
export async function closeTestApp(app: FastifyInstance): Promise<void> {
  const schema = app.config.databaseSchema;
  if (schema) await app.db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await app.close();
}

/** The usual file setup: one app for the file, a freshly seeded database for each test. */
export function useTestApp(env: Record<string, string> = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
  });
  afterAll(async () => {
    if (app) await closeTestApp(app);
  });
  beforeEach(async () => {
    if (app) await resetDatabase(app);
  });
  return () => {
    if (!app) throw new Error('the test app failed to start');
    return app;
  };
}

/** useTestApp, and before each test what `setUp` makes on the fresh database; the getter returns both. */
export function useTestScene<T extends object>(
  setUp: (app: FastifyInstance) => Promise<T>,
  env: Record<string, string> = {},
): () => T & { app: FastifyInstance } {
  const testApp = useTestApp(env);
  let scene: (T & { app: FastifyInstance }) | undefined;
  beforeEach(async () => {
    const app = testApp();
    scene = { ...(await setUp(app)), app };
  });
  return () => {
    if (!scene) throw new Error('the test scene was not set up');
    return scene;
  };
}

/** The seeded buyer, signed in. */
export const buyerScene = async (app: FastifyInstance) => ({ buyer: bearer(await buyerToken(app)) });

/** The seeded admin, signed in. */
export const adminScene = async (app: FastifyInstance) => ({ admin: bearer(await adminToken(app)) });

/** A log stream that keeps each line the app writes, so a test can read what was logged. */
export function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines };
}

/**
 * Empties every table and puts the first-start data back: each test starts from a freshly seeded database.
 * The file's first reset runs the seed and keeps the rows it made; later resets insert those rows again,
 * which costs a few ms of CPU where seeding (pictures, option catalogues, password hashes) took about 60.
 */
export async function resetDatabase(app: FastifyInstance): Promise<void> {
  const seeded = seededRows.get(app);
  if (seeded) return refill(app, seeded);
  const tables = await tableNames(app);
  await refill(app, { tables, rows: [] });
  await seedDatabase(app);
  seededRows.set(app, await readSeededRows(app, tables));
}

/** Per app: every table, and the rows (JSON) of those the seed filled. */
interface SeededRows {
  tables: string[];
  rows: { table: string; json: string }[];
}
const seededRows = new WeakMap<FastifyInstance, SeededRows>();

async function tableNames(app: FastifyInstance): Promise<string[]> {
  const tables = await app.db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  return tables.map((t) => `"${t.tablename}"`);
}

async function readSeededRows(app: FastifyInstance, tables: string[]): Promise<SeededRows> {
  const rows: SeededRows['rows'] = [];
  for (const table of tables) {
    const [{ json }] = await app.db.query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${table} t`);
    if (json) rows.push({ table, json });
  }
  return { tables, rows };
}

/**
 * Empties every table and inserts `rows`. On PGlite, TRUNCATE gives every table and index a new file in its
 * in-memory file system: 36 ms of CPU per test, ten times what deleting the few rows takes; PostgreSQL keeps
 * TRUNCATE. The replica role skips the foreign keys' checks, so the tables' order does not matter.
 */
async function refill(app: FastifyInstance, { tables, rows }: SeededRows): Promise<void> {
  const empty = app.db.kind === 'pglite' ? tables.map((t) => `DELETE FROM ${t};`).join(' ') : `TRUNCATE ${tables.join(', ')} CASCADE;`;
  await app.db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL session_replication_role = replica; ${empty}`);
    for (const { table, json } of rows) {
      await tx.query(`INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM jsonb_populate_recordset(null::${table}, $1::jsonb)`, [json]);
    }
  });
}

export async function json<T = unknown>(app: FastifyInstance, options: InjectOptions): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await app.inject(options);
  const text = response.body;
  return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for `app.inject`. */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const boundary = `----pcbtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Files whose first bytes are what they claim (or deliberately not). */
/** Real pictures without metadata (every picture is parsed to strip its metadata): one pixel, and 8×8 grey. */
export { PICTURE_PNG as PNG, PICTURE_JPEG as JPEG } from './pictures';
/** A real design zip (outline, copper, drill): pcb-api opens every .zip it is given. */
export { DESIGN_ZIP as ZIP, MAKEABLE_ZIP } from './gerber-fixtures';
/** The same design as a RAR 5 archive, which pcb-api opens as well. */
export const RAR = rarOf(GERBER_SET);

/** A production deployment made the README's way: its own secret and admin password, the simulator named, offline shipping. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  TWO_FACTOR_KEY: 'a-production-two-factor-key-of-32-chars',
  SEED_ADMIN_PASSWORD: 'operator-chose-this-one',
  PAYMENT_PROVIDER: 'simulator',
  SHIPPING_PROVIDER: 'offline',
};

/** A complete profile address in the offline shipping table's ids, as the profile form sends it (JSON in a form field). */
export const BANDUNG_ADDRESS = {
  detail_address: 'Jl. Merdeka 10',
  province: '32',
  province_name: 'JAWA BARAT',
  city: '32.73',
  city_name: 'KOTA BANDUNG',
  district: '32.73.02',
  district_name: 'Coblong',
  sub_district: '32.73.02.1001',
  sub_district_name: 'Cipaganti',
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const SEED = { adminEmail: 'admin@pcb.test', adminPassword: 'Admin#123456', buyerEmail: 'buyer@pcb.test', buyerPassword: 'Buyer#12345' };

export async function buyerToken(app: FastifyInstance, email = SEED.buyerEmail, password = SEED.buyerPassword): Promise<string> {
  const { status, body } = await json<{ user: { token: string } }>(app, { method: 'POST', url: '/api/login/buyer', payload: { email, password } });
  if (status !== 200) throw new Error(`buyer login failed with ${status}`);
  return body.user.token;
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const { status, body } = await json<{ token: string }>(app, {
    method: 'POST',
    url: '/api/admin/login/protected',
    payload: { email: SEED.adminEmail, password: SEED.adminPassword },
  });
  if (status !== 200) throw new Error(`admin login failed with ${status}`);
  return body.token;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to`, read the way the browser tests read it (some mail is sent after the answer). */
export async function lastMailTo(app: FastifyInstance, to: string, waitMs = 2000): Promise<Mail> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { body } = await json<Mail[]>(app, { method: 'GET', url: '/api/dev/outbox' });
    const mail = body.find((m) => m.to === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The last path segment of the first link in a mail. */
export function linkToken(mail: Mail): string {
  const match = /https?:\/\/\S+\/([^/\s]+)/.exec(mail.text);
  if (!match) throw new Error('no link in the mail');
  return match[1];
}

/** A second buyer, registered and verified through the real endpoints; returns a session token. */
export async function newVerifiedBuyer(app: FastifyInstance, username: string): Promise<string> {
  const email = `${username}@example.com`;
  const password = 'Rahasia#123';
  await app.inject({ method: 'POST', url: '/api/register/buyer', payload: { username, email, password } });
  const token = linkToken(await lastMailTo(app, email));
  await app.inject({ method: 'POST', url: `/api/register/buyer/verify/${token}` });
  return buyerToken(app, email, password);
}

/** Waits until `check` holds, for at most `waitMs`. */
export async function eventually(check: () => Promise<boolean>, waitMs = 5_000): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
