import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Executor, Session } from './database';
import { splitSql } from './sql-statements';

/** A migration file whose first line is this runs statement by statement outside a transaction (`CREATE INDEX CONCURRENTLY`). */
export const NO_TRANSACTION_MARKER = '-- migrate:no-transaction';

export interface MigrateOptions {
  /** How long one statement may wait for a table lock before giving up, so it never queues every request behind it. */
  lockTimeoutMs: number;
  /** How long one migration statement may run (a backfill or a concurrent index takes longer than a request). */
  statementTimeoutMs: number;
  /** Tries per migration when a lock was not granted in time; the waits between them double from `retryDelayMs`. */
  attempts: number;
  retryDelayMs: number;
}

export const MIGRATE_DEFAULTS: MigrateOptions = { lockTimeoutMs: 5_000, statementTimeoutMs: 15 * 60_000, attempts: 5, retryDelayMs: 1_000 };

/** PostgreSQL's lock_not_available: `lock_timeout` ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

export class SchemaBehind extends Error {}

/** The migration files this code knows, in the order they run. */
export function migrationFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies `migrations/NNN_name.sql` in order, each once, each in its own transaction unless it starts
 * with the no-transaction marker. The whole run, schema and bookkeeping table included, holds one lock:
 * `IF NOT EXISTS` does not protect two instances creating the same table at the same moment on an empty database.
 */
export async function migrate(db: Database, dir: string, options: Partial<MigrateOptions> = {}): Promise<string[]> {
  const settings = { ...MIGRATE_DEFAULTS, ...options };
  return db.withLock('migrate', async (session) => {
    if (db.schema) await session.exec(`CREATE SCHEMA IF NOT EXISTS "${db.schema}"`);
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied: string[] = [];
    for (const file of migrationFiles(dir)) {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      const seen = await session.query(`SELECT 1 FROM schema_migrations WHERE name = $1`, [file]);
      if (seen.length > 0) continue;
      if (sql.startsWith(NO_TRANSACTION_MARKER)) await runOutsideTransaction(session, file, sql, settings);
      else await retryOnLockTimeout(settings, () => runInTransaction(session, file, sql, settings));
      applied.push(file);
    }
    return applied;
  });
}

const timeouts = (scope: 'LOCAL' | 'SESSION', { lockTimeoutMs, statementTimeoutMs }: MigrateOptions) =>
  `SET ${scope} lock_timeout = ${lockTimeoutMs}; SET ${scope} statement_timeout = ${statementTimeoutMs}`;

async function runInTransaction(session: Session, file: string, sql: string, settings: MigrateOptions): Promise<void> {
  await session.transaction(async (tx) => {
    await tx.exec(timeouts('LOCAL', settings));
    await tx.exec(sql);
    await tx.query(`INSERT INTO schema_migrations (name) VALUES ($1)`, [file]);
  });
}

/**
 * Each statement on its own, each retried alone: they must be safe to run twice (`IF NOT EXISTS`).
 * A concurrent index build that failed leaves an invalid index that `IF NOT EXISTS` would then keep,
 * so the file is refused until someone drops it. The time-outs are reset after, as the lock holder's
 * connection goes back to the pool.
 */
async function runOutsideTransaction(session: Session, file: string, sql: string, settings: MigrateOptions): Promise<void> {
  await session.exec(timeouts('SESSION', settings));
  try {
    for (const { text } of splitSql(sql)) await retryOnLockTimeout(settings, () => session.exec(text));
    await refuseInvalidIndexes(session, file);
    await session.query(`INSERT INTO schema_migrations (name) VALUES ($1)`, [file]);
  } finally {
    await session.exec('RESET lock_timeout; RESET statement_timeout').catch(() => undefined);
  }
}

async function refuseInvalidIndexes(connection: Executor, file: string): Promise<void> {
  const invalid = await connection.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE NOT i.indisvalid AND c.relnamespace = current_schema()::regnamespace`,
  );
  if (invalid.length > 0) {
    const names = invalid.map((row) => row.name).join(', ');
    throw new Error(`${file} left invalid indexes (${names}): drop them with DROP INDEX CONCURRENTLY and migrate again`);
  }
}

async function retryOnLockTimeout<T>({ attempts, retryDelayMs }: MigrateOptions, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE || attempt >= attempts) throw error;
      await sleep(retryDelayMs * 2 ** (attempt - 1));
    }
  }
}

/** Where the database stands against the migrations this code knows. */
async function schemaState(db: Database, dir: string): Promise<{ missing: string[]; ahead: string[] }> {
  const known = migrationFiles(dir);
  const table = await db.query<{ present: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  const applied = table[0]?.present ? (await db.query<{ name: string }>(`SELECT name FROM schema_migrations`)).map((row) => row.name) : [];
  return { missing: known.filter((name) => !applied.includes(name)), ahead: applied.filter((name) => !known.includes(name)).sort() };
}

/**
 * An instance that does not migrate refuses to start on a schema that lacks what its code needs. A schema
 * ahead of the code is the middle of a rolling deploy: migrations only expand, so the old code keeps serving.
 */
export async function requireSchema(db: Database, dir: string): Promise<{ ahead: string[] }> {
  const { missing, ahead } = await schemaState(db, dir);
  if (missing.length > 0) {
    throw new SchemaBehind(
      `the database lacks migrations this code needs (${missing.join(', ')}): run \`pcb-api migrate\` first, or start with MIGRATE_ON_START=true`,
    );
  }
  return { ahead };
}
