import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Pool, type PoolClient, type PoolConfig, type QueryResult } from 'pg';

/**
 * The servers' one way to PostgreSQL on several hosts (`@pcb/contract/server/db`, never bundled for the
 * browser): pcb-api's DATABASE_URL and the BFF's release store (RELEASE_STORE_URL) follow a failover alike.
 */

/**
 * `postgres://user:pw@db1:5432,db2:5432/pcb?…`, libpq's way of naming several hosts, as one URL per host
 * in the order given (node-postgres itself takes one host). Null when a host in a list is empty.
 */
export function hostUrls(databaseUrl: string): string[] | null {
  const scheme = databaseUrl.indexOf('://') + 3;
  const ends = ['/', '?', '#'].map((c) => databaseUrl.indexOf(c, scheme)).filter((i) => i >= 0);
  const authorityEnd = ends.length > 0 ? Math.min(...ends) : databaseUrl.length;
  const authority = databaseUrl.slice(scheme, authorityEnd);
  const userEnd = authority.lastIndexOf('@') + 1;
  const hosts = authority.slice(userEnd).split(',');
  // One host is left as it is: an empty one means libpq's default (a socket, or a host= parameter).
  if (hosts.length === 1) return [databaseUrl];
  if (hosts.some((host) => host.trim() === '')) return null;
  const [before, after] = [databaseUrl.slice(0, scheme) + authority.slice(0, userEnd), databaseUrl.slice(authorityEnd)];
  return hosts.map((host) => before + host.trim() + after);
}

/** Why a URL whose host list has an empty host is refused, after the variable's name. */
export const EMPTY_HOST = 'names an empty host: list hosts as host1:5432,host2:5432';

/** A standby, or a database or role set to `default_transaction_read_only`: writes there fail with 25006. */
export const READ_ONLY_CHECK = `SELECT pg_is_in_recovery() OR current_setting('transaction_read_only')::boolean AS read_only`;

/** The pool of the host that takes writes, among several; the same single pool when there is one host. */
export interface PrimaryPool {
  connect(): Promise<PoolClient>;
  query(sql: string, params: unknown[]): Promise<QueryResult>;
  /**
   * Told of each failure and of a read-only answer: when it may mean the primary moved (a lost connection,
   * a write refused as read-only) the hosts are asked again, one search at a time, and the pool follows.
   */
  suspect(error: unknown): void;
  /** The current host's pool: connections open, idle, and requests waiting for one. */
  counts(): PoolCounts;
  end(): Promise<void>;
}

export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

export interface PrimaryOptions {
  /** Settings of every pool (the connection string aside); its connect time-out bounds each host search. */
  pool: PoolConfig;
  /** An idle connection dropped by its server (restart, failover). */
  onConnectionLost?: (error: Error) => void;
  /** The pool moved to another host. */
  onPrimaryChanged?: (host: string) => void;
}

/** A host that answered read-only during a search is asked again this often: a standby being promoted turns writable. */
const RECHECK_MS = 100;

/**
 * Like libpq's `target_session_attrs=read-write`: writes always go to the host that is the primary. On a
 * connection failure or a read-only refusal the hosts are asked again, all at once, and the first to answer
 * writable becomes the pool's host, a silent one not awaited; no restart. Leaving a host (dead, or read-only)
 * ends every connection to it, those in use included, so a query caught there fails now, not at its time-out.
 */
export async function primaryPool(urls: string[], { pool: settings, onConnectionLost, onPrimaryChanged }: PrimaryOptions): Promise<PrimaryPool> {
  /**
   * Each host's connections, those checked out included (node-postgres lists only the idle ones), across
   * every pool opened to it: a pool left for a fresh one to the same host still has its busy connections.
   */
  const connections = new Map(urls.map((url) => [url, new Set<Client>()]));
  const open = (url: string) => {
    const pool = new Pool({ ...settings, connectionString: url });
    const clients = connections.get(url) as Set<Client>;
    pool.on('connect', (client) => clients.add(client));
    pool.on('remove', (client) => clients.delete(client));
    // An idle connection the server closed is reported here and dropped from the pool; without a
    // listener it would be an uncaught exception that ends the process.
    pool.on('error', (error) => {
      onConnectionLost?.(error);
      suspect(error);
    });
    return pool;
  };
  let current = 0;
  let pool = open(urls[current]);
  let search: Promise<void> | null = null;

  async function writable(url: string): Promise<boolean> {
    const client = new Client({ ...settings, connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ read_only: boolean }>(READ_ONLY_CHECK);
      return !rows[0].read_only;
    } catch {
      return false;
    } finally {
      void client.end().catch(() => undefined);
    }
  }

  /** The index of the first host to answer writable within the connect time-out, or -1; the others stop asking then. */
  async function firstWritable(): Promise<number> {
    const deadline = Date.now() + (settings.connectionTimeoutMillis ?? 5_000);
    let decided = false;
    const ask = async (index: number): Promise<number> => {
      while (!decided) {
        if (await writable(urls[index])) return index;
        if (Date.now() + RECHECK_MS >= deadline) break;
        await sleep(RECHECK_MS);
      }
      throw new Error(`${hostOf(urls[index])} is not the primary`);
    };
    const found = await Promise.any(urls.map((_, index) => ask(index))).catch(() => -1);
    decided = true;
    return found;
  }

  /** Moves the pool to host `index`; `abandon` also ends the connections in use, which would wait on a host that is gone. */
  function reopen(index: number, abandon = false): void {
    const [previous, left] = [pool, urls[current]];
    current = index;
    pool = open(urls[index]);
    if (abandon) for (const client of connections.get(left) ?? []) void client.end().catch(() => undefined);
    void previous.end().catch(() => undefined);
  }

  async function findPrimary(): Promise<void> {
    const found = await firstWritable();
    if (found < 0 || found === current) return;
    reopen(found, true);
    onPrimaryChanged?.(hostOf(urls[found]));
  }

  function suspect(error: unknown): void {
    if (search || !isDatabaseUnavailable(error)) return;
    search = (async () => {
      // A host lost without a reset leaves its idle connections silent: each would hang a query for the
      // whole query time-out, one after another, so they go at the first failure.
      if (pool.idleCount > 0) reopen(current);
      if (urls.length > 1) await findPrimary();
    })().finally(() => (search = null));
  }

  if (urls.length > 1) await findPrimary();
  return {
    connect: () => pool.connect(),
    query: (sql, params) => pool.query(sql, params),
    suspect,
    counts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async end() {
      await search;
      await pool.end();
    },
  };
}

const hostOf = (url: string) => new URL(url).host;

/**
 * Server gone, restarting or refusing connections (class 08, 57P01–57P03), silent past the query time-out,
 * or no pooled connection in time; its name not resolving, as a Swarm service's name does not while its one
 * task is replaced; or a write sent to a node that became read-only (25006) while the primary moves.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '25006',
]);
// "Client was closed": a connection in use, ended because its host was left.
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client was closed)/;

/** Whether a failed query means the database is away for now (answer 503, try again), not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}
