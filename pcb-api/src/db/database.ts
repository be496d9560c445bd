import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool, types as pgTypes, type PoolClient } from 'pg';
import { IN_MEMORY } from '../paths';

/** What repositories need: parameterised queries returning rows. */
export interface Queryable {
  query<R>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Executor extends Queryable {
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** PGlite and a PostgreSQL server behind one interface, so one set of SQL serves both. */
export interface Database extends Executor {
  readonly kind: 'pglite' | 'postgres';
  /** The schema named by DATABASE_SCHEMA, or null for the server's default. */
  readonly schema: string | null;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding the lock `name` across every process on this database (a session-level
   * advisory lock on PostgreSQL; a promise queue on PGlite, which only one process may open).
   * `fn` queries through the database as usual, outside any transaction.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
  /** Names the process in `pg_stat_activity`. */
  applicationName?: string;
  /** Told when the server drops an idle pooled connection (a restart): the pool carries on without it. */
  onConnectionLost?: (error: Error) => void;
  /**
   * An in-memory PGlite starts from this dumped data folder (`PGlite.dumpDataDir`) instead of running
   * initdb, which takes seconds: the tests boot one per file from a migrated template.
   */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir, options.pgliteTemplate);
}

/** One holder at a time per name, in the order they asked. */
function processLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    try {
      return await run;
    } finally {
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

export class DataDirInUse extends Error {}

/**
 * PGlite is single-user: a second process on the same folder would corrupt it. The lock file holds
 * the owner's pid; a file left by a process that died is taken over.
 */
function lockDataDir(cluster: string): () => void {
  const lockFile = `${cluster}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(fs.readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && processAlive(owner)) {
      throw new DataDirInUse(
        `${cluster} is already open in process ${owner}: PGlite allows one process per data folder. Stop that process, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
      );
    }
    fs.rmSync(lockFile, { force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite keeps its cluster in `<DATA_DIR>/pgdata`, beside the stored files in `<DATA_DIR>/files`. */
async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  let db: PGlite;
  let unlock = () => undefined as void;
  if (dataDir === IN_MEMORY) db = await PGlite.create(template ? { loadDataDir: template } : {});
  else {
    const cluster = path.join(dataDir, 'pgdata');
    fs.mkdirSync(cluster, { recursive: true });
    unlock = lockDataDir(cluster);
    try {
      db = await PGlite.create(cluster);
    } catch (error) {
      unlock();
      throw error;
    }
  }
  return pgliteDatabase(db, unlock);
}

/** The Database interface over an open PGlite; `close` also runs `unlock`. */
export function pgliteDatabase(db: PGlite, unlock: () => void = () => undefined): Database {
  return {
    kind: 'pglite',
    schema: null,
    withLock: processLocks(),
    async query<R>(sql: string, params: readonly unknown[] = []) {
      return (await db.query<R>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Executor) => Promise<T>) {
      return db.transaction((tx) =>
        fn({
          query: async <R>(sql: string, params: readonly unknown[] = []) => (await tx.query<R>(sql, [...params])).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (!db.closed) await db.close();
      unlock();
    },
  };
}

/** The text whose hash names `withLock(name)`'s advisory lock on PostgreSQL. */
export const advisoryLockName = (schema: string | null, name: string) => `pcb-api:${schema ?? 'public'}:${name}`;

/** int8 (counts, sums) as numbers, as PGlite gives them; numeric stays a string in both. */
const INT8_OID = 20;
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pgTypes.getTypeParser(oid, format);
  },
};

/** A request waits this long for a pooled connection, then fails (503 from readiness, 500 elsewhere) instead of queueing forever. */
const CONNECT_TIMEOUT_MS = 5_000;
/** No statement of this API runs longer; a stuck one is cancelled by the server. */
const STATEMENT_TIMEOUT_MS = 30_000;

async function openPostgres(
  databaseUrl: string,
  { databaseSchema: schema, applicationName = 'pcb-api', onConnectionLost }: DatabaseOptions,
): Promise<Database> {
  // The schema itself is created by the migration run, under its lock; search_path may name it before it exists.
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 10,
    types: typeParsers,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: applicationName,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // An idle connection the server closed (restart, failover, terminated backend) is reported here and
  // dropped from the pool; without a listener it would be an uncaught exception that ends the process.
  pool.on('error', (error) => onConnectionLost?.(error));
  const lockKey = (name: string) => advisoryLockName(schema, name);
  const on = (client: Pool | PoolClient): Executor => ({
    async query<R>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, [...params])).rows as R[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    schema,
    ...on(pool),
    async withLock<T>(name: string, fn: () => Promise<T>) {
      const holder = await pool.connect();
      let connectionError: Error | undefined;
      const onHolder = (sql: string) =>
        holder.query(sql, [lockKey(name)]).catch((error: Error) => {
          connectionError = error;
          throw error;
        });
      try {
        await onHolder('SELECT pg_advisory_lock(hashtext($1))');
        try {
          return await fn();
        } finally {
          // If this fails the connection is dropped below, and the server releases the lock with it.
          await onHolder('SELECT pg_advisory_unlock(hashtext($1))').catch(() => undefined);
        }
      } finally {
        holder.release(connectionError);
      }
    },
    async transaction<T>(fn: (tx: Executor) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Server gone, restarting or refusing connections (class 08, 57P01–57P03), or no pooled connection in
 * time; or its name not resolving, as a Swarm service's name does not while its one task is replaced.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)/;

/** Whether a failed query means the database is away for now (answer 503, try again), not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}
