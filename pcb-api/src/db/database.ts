import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { types as pgTypes, type PoolClient, type PoolConfig } from 'pg';
import { IN_MEMORY } from '../paths';
import { READ_ONLY_CHECK, hostUrls, isDatabaseUnavailable, primaryPool, type PoolCounts } from '@pcb/contract/server/db';

/** What repositories need: parameterised queries returning rows. */
export interface Queryable {
  query<R>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Executor extends Queryable {
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Queries and transactions, one after another. */
export interface Session extends Executor {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
}

/** PGlite and a PostgreSQL server behind one interface, so one set of SQL serves both. */
export interface Database extends Session {
  readonly kind: 'pglite' | 'postgres';
  /** The schema named by DATABASE_SCHEMA, or null for the server's default. */
  readonly schema: string | null;
  /**
   * Runs `fn` while holding the lock `name` across every process on this database (a session-level
   * advisory lock on PostgreSQL; a promise queue on PGlite, which only one process may open).
   * `fn` gets the lock holder's session and must query through it: on PostgreSQL it is the one pooled
   * connection that holds the lock, so a holder never waits for a second connection.
   */
  withLock<T>(name: string, fn: (session: Session) => Promise<T>): Promise<T>;
  /** Whether the server takes writes: false on a standby or a read-only database (readiness). */
  writable(): Promise<boolean>;
  /** The connection pool's counts on PostgreSQL; null on PGlite, which has one connection and no pool. */
  poolCounts(): PoolCounts | null;
  close(): Promise<void>;
}

/** The connection pool's size and time-outs (`DATABASE_POOL_SIZE`, `DATABASE_*_TIMEOUT_MS`). */
export interface PoolSettings {
  size: number;
  /** How long a request waits for a pooled connection (or a new one to open), then fails with 503. */
  connectTimeoutMs: number;
  /** Server side: a statement running longer is cancelled. */
  statementTimeoutMs: number;
  /** Server side: a statement waiting longer for a row or table lock is cancelled. */
  lockTimeoutMs: number;
  /** Client side: a query with no answer this long fails and its connection is closed (a server gone silent). */
  queryTimeoutMs: number;
}

export const DEFAULT_POOL: PoolSettings = { size: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 8_000, lockTimeoutMs: 4_000, queryTimeoutMs: 9_000 };

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
  /** Names the process in `pg_stat_activity`. */
  applicationName?: string;
  /** Told when the server drops an idle pooled connection (a restart): the pool carries on without it. */
  onConnectionLost?: (error: Error) => void;
  /** Told when writes move to another of DATABASE_URL's hosts. */
  onPrimaryChanged?: (host: string) => void;
  databasePool?: PoolSettings;
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
  const locks = processLocks();
  const database: Database = {
    kind: 'pglite',
    schema: null,
    withLock: (name, fn) => locks(name, () => fn(database)),
    async writable() {
      return !(await database.query<{ read_only: boolean }>(READ_ONLY_CHECK))[0].read_only;
    },
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
    poolCounts: () => null,
    async close() {
      if (!db.closed) await db.close();
      unlock();
    },
  };
  return database;
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

/** TCP keepalive probes start after this much silence, so a connection to a vanished host is noticed while idle too. */
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * A transaction left open by an instance that vanished without closing its socket (a lost host) is ended
 * by PostgreSQL after this long, with its locks (an Idempotency-Key's among them). Above the longest
 * provider call a transaction may wait on (15 s).
 */
const IDLE_TRANSACTION_TIMEOUT_MS = 60_000;

/** What every connection of the pool is opened with. */
export function connectionOptions(settings: PoolSettings, applicationName: string, schema: string | null): PoolConfig {
  return {
    max: settings.size,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    lock_timeout: settings.lockTimeoutMs,
    query_timeout: settings.queryTimeoutMs,
    idle_in_transaction_session_timeout: IDLE_TRANSACTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    application_name: applicationName,
    types: typeParsers,
    // The schema itself is created by the migration run, under its lock; search_path may name it before it exists.
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  };
}

/** A writable check unanswered this long starts a search for the primary (under readiness' own 1.5 s). */
const WRITABLE_CHECK_LATE_MS = 1_000;

/** A lock held elsewhere is asked for again after this long (doubling up to the cap), with no connection held meanwhile. */
const LOCK_RETRY_MS = 10;
const LOCK_RETRY_CAP_MS = 200;

async function openPostgres(
  databaseUrl: string,
  { databaseSchema: schema, applicationName = 'pcb-api', onConnectionLost, onPrimaryChanged, databasePool = DEFAULT_POOL }: DatabaseOptions,
): Promise<Database> {
  const primary = await primaryPool(hostUrls(databaseUrl) ?? [databaseUrl], {
    pool: connectionOptions(databasePool, applicationName, schema),
    onConnectionLost,
    onPrimaryChanged,
  });
  /** Lets the pool look for the primary again when a failure says it may have moved. */
  const watched = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      primary.suspect(error);
      throw error;
    }
  };
  /** Queries on one checked-out connection; `failed` keeps the error that broke it, if one did. */
  const sessionOn = (client: PoolClient, failed: { error?: Error } = {}): Session => {
    const run = async (sql: string, params: readonly unknown[] = []) => {
      try {
        return await watched(client.query(sql, [...params]));
      } catch (error) {
        if (isDatabaseUnavailable(error)) failed.error = error as Error;
        throw error;
      }
    };
    const executor: Executor = {
      query: async <R>(sql: string, params?: readonly unknown[]) => (await run(sql, params)).rows as R[],
      exec: async (sql: string) => void (await run(sql)),
    };
    return {
      ...executor,
      async transaction<T>(fn: (tx: Executor) => Promise<T>) {
        await run('BEGIN');
        try {
          const result = await fn(executor);
          await run('COMMIT');
          return result;
        } catch (error) {
          await run('ROLLBACK').catch(() => undefined);
          throw error;
        }
      },
    };
  };
  /** Runs `fn` on a connection of its own, closed afterwards instead of reused if the connection broke. */
  const onConnection = async <T>(fn: (session: Session) => Promise<T>): Promise<T> => {
    const client = await watched(primary.connect());
    const failed: { error?: Error } = {};
    try {
      return await fn(sessionOn(client, failed));
    } finally {
      client.release(failed.error);
    }
  };

  const lockKey = (name: string) => advisoryLockName(schema, name);
  const inProcess = processLocks();
  // Lock holders keep their connection while they work (a payment holds it across the provider's
  // answer): they may take half the pool at most, so the rest of the API always has connections.
  const holders = semaphore(Math.max(1, Math.floor(databasePool.size / 2)));
  const tryLock = async <T>(name: string, fn: (session: Session) => Promise<T>): Promise<{ done: true; value: T } | { done: false }> =>
    onConnection(async (session) => {
      const [{ locked }] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(name)]);
      if (!locked) return { done: false };
      try {
        return { done: true, value: await fn(session) };
      } finally {
        // If this fails the connection is closed on release, and the server releases the lock with it.
        await session.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey(name)]).catch(() => undefined);
      }
    });

  return {
    kind: 'postgres',
    schema,
    query: async <R>(sql: string, params: readonly unknown[] = []) => (await watched(primary.query(sql, [...params]))).rows as R[],
    exec: async (sql: string) => void (await watched(primary.query(sql, []))),
    transaction: (fn) => onConnection((session) => session.transaction(fn)),
    // One waiter per name in this process; across processes the lock is polled, so waiting holds no connection.
    withLock: (name, fn) =>
      inProcess(name, () =>
        holders(async () => {
          for (let wait = LOCK_RETRY_MS; ; wait = Math.min(wait * 2, LOCK_RETRY_CAP_MS)) {
            const attempt = await tryLock(name, fn);
            if (attempt.done) return attempt.value;
            await sleep(wait);
          }
        }),
      ),
    async writable() {
      // Readiness probes come every second or two: a primary this slow to answer may be gone without a
      // reset, so the hosts are asked meanwhile, and the check keeps waiting for its answer.
      const late = setTimeout(() => primary.suspect({ code: 'ETIMEDOUT' }), WRITABLE_CHECK_LATE_MS);
      try {
        const { rows } = await watched(primary.query(READ_ONLY_CHECK, []));
        if (!rows[0].read_only) return true;
        primary.suspect({ code: '25006' });
        return false;
      } finally {
        clearTimeout(late);
      }
    },
    poolCounts: () => primary.counts(),
    async close() {
      await primary.end();
    },
  };
}

/** Runs at most `limit` tasks at once; the others wait their turn in order. */
function semaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
