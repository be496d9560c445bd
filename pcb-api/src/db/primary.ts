import { Client, Pool, type PoolClient, type PoolConfig, type QueryResult } from 'pg';

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
  /** Settings of every pool (the connection string aside). */
  pool: PoolConfig;
  /** Whether `error` means the server may be gone, or no longer the primary (a write refused as read-only). */
  isUnavailable: (error: unknown) => boolean;
  /** An idle connection dropped by its server (restart, failover). */
  onConnectionLost?: (error: Error) => void;
  /** The pool moved to another host. */
  onPrimaryChanged?: (host: string) => void;
}

/**
 * Like libpq's `target_session_attrs=read-write`: writes always go to the host that is the primary. On a
 * connection failure or a read-only refusal the hosts are checked again (all at once, each within the
 * connect time-out) and the first writable one in the list's order becomes the pool's host; no restart.
 */
export async function primaryPool(urls: string[], { pool: settings, isUnavailable, onConnectionLost, onPrimaryChanged }: PrimaryOptions): Promise<PrimaryPool> {
  const open = (url: string) => {
    const pool = new Pool({ ...settings, connectionString: url });
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

  /** Moves the pool to host `index` with no connection carried over; those checked out finish and close when released. */
  function reopen(index: number): void {
    const previous = pool;
    current = index;
    pool = open(urls[index]);
    void previous.end().catch(() => undefined);
  }

  async function findPrimary(): Promise<void> {
    const found = (await Promise.all(urls.map(writable))).indexOf(true);
    if (found < 0 || found === current) return;
    reopen(found);
    onPrimaryChanged?.(hostOf(urls[found]));
  }

  function suspect(error: unknown): void {
    if (search || !isUnavailable(error)) return;
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
