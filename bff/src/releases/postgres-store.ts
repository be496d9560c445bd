import path from 'node:path';
import type { LivePointer, RemoteName } from '@pcb/contract';
import { hostUrls, primaryPool, type PrimaryPool } from '@pcb/contract/server/db';
import { contentType } from 'mime-types';
import {
  nextPointer,
  NO_POINTER,
  POINTER_VERSIONS_KEPT,
  PromotionConflict,
  ReleaseError,
  type CanaryTally,
  type ReleaseEvent,
  type ReleaseStore,
  type SealedRelease,
} from './store';

/**
 * The release store in PostgreSQL (`RELEASE_STORE_URL`), which every host of a fleet reaches: a release
 * is a row and its files are rows, written in one transaction; the pointer's versions are rows keyed by
 * (remote, version), so of two promotions that read version n exactly one inserts n+1. The remotes'
 * servers (scripts/serve-remote.mjs) read these tables. The store creates them itself: it is the release
 * tooling's own, not pcb-api's, and may live in a database of its own.
 */

interface SqlQuery {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** What the store needs of a database: node-postgres' pool (poolSql) and PGlite both have it. */
export interface Sql extends SqlQuery {
  transaction<T>(work: (tx: SqlQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Concurrent CREATE TABLE IF NOT EXISTS can still collide on PostgreSQL's catalog: one creator at a time.
const SCHEMA = [
  `SELECT pg_advisory_xact_lock(hashtext('remote release store'))`,
  `CREATE TABLE IF NOT EXISTS remote_releases (
    remote text NOT NULL,
    id text NOT NULL,
    manifest jsonb NOT NULL,
    created timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (remote, id)
  )`,
  `CREATE TABLE IF NOT EXISTS remote_release_files (
    remote text NOT NULL,
    release_id text NOT NULL,
    -- Relative to the build, with /; a precompressed copy is a file of its own (remoteEntry.js.br).
    path text NOT NULL,
    -- The uncompressed file's type, a precompressed copy's too.
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    PRIMARY KEY (remote, release_id, path),
    FOREIGN KEY (remote, release_id) REFERENCES remote_releases (remote, id) ON DELETE CASCADE
  )`,
  `CREATE TABLE IF NOT EXISTS remote_live_pointers (
    remote text NOT NULL,
    version integer NOT NULL,
    live text,
    history jsonb NOT NULL,
    changed_at timestamptz NOT NULL,
    PRIMARY KEY (remote, version)
  )`,
  `CREATE TABLE IF NOT EXISTS remote_release_events (
    seq bigserial PRIMARY KEY,
    remote text NOT NULL,
    action text NOT NULL,
    actor text NOT NULL,
    at timestamptz NOT NULL,
    from_id text,
    to_id text,
    result text NOT NULL
  )`,
  `ALTER TABLE remote_live_pointers ADD COLUMN IF NOT EXISTS canary jsonb`,
  `CREATE TABLE IF NOT EXISTS remote_canary_tallies (
    remote text NOT NULL,
    -- The pointer version the canary began with: a later version ends it.
    version integer NOT NULL,
    -- One BFF: each replaces its own counts.
    instance text NOT NULL,
    tally jsonb NOT NULL,
    PRIMARY KEY (remote, version, instance)
  )`,
];

const PRECOMPRESSED = /\.(br|gz)$/;

const contentTypeOf = (file: string) => contentType(path.basename(file).replace(PRECOMPRESSED, '')) || 'application/octet-stream';

const toPointer = (row: Record<string, unknown>): LivePointer => ({
  version: row.version as number,
  live: row.live as string | null,
  history: row.history as string[],
  changedAt: (row.changed_at as Date).toISOString(),
  canary: (row.canary as LivePointer['canary']) ?? null,
});

const toEvent = (row: Record<string, unknown>): ReleaseEvent => ({
  remote: row.remote as RemoteName,
  action: row.action as ReleaseEvent['action'],
  by: row.actor as string,
  at: (row.at as Date).toISOString(),
  from: row.from_id as string | null,
  to: row.to_id as string | null,
  result: row.result as string,
});

/** A host that does not take a connection this quickly counts as down; keepalive notices one lost while idle. */
const STORE_POOL = { connectionTimeoutMillis: 5_000, keepAlive: true };

/**
 * A node-postgres pool as the store's Sql: a transaction holds one of its connections. A URL naming several
 * hosts writes to the primary among them and follows a failover, as pcb-api's DATABASE_URL does.
 */
export function poolSql(url: string): Sql {
  const opening = primaryPool(hostUrls(url) ?? [url], { pool: STORE_POOL });
  /** Runs `work` on the primary's pool; a failure that may mean the primary moved sends the pool looking. */
  const onPrimary = async <T>(work: (pool: PrimaryPool) => Promise<T>): Promise<T> => {
    const pool = await opening;
    try {
      return await work(pool);
    } catch (error) {
      pool.suspect(error);
      throw error;
    }
  };
  return {
    query: (text, params) => onPrimary((pool) => pool.query(text, params ?? [])),
    transaction: (work) =>
      onPrimary(async (pool) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(client);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    close: async () => (await opening).end(),
  };
}

export function postgresStore(sql: Sql): ReleaseStore {
  let schema: Promise<void> | undefined;
  /** Creates the tables on first use; a database it cannot use is told as a release error. */
  function ready(): Promise<void> {
    schema ??= sql
      .transaction(async (tx) => {
        for (const statement of SCHEMA) await tx.query(statement);
      })
      .catch((error: unknown) => {
        schema = undefined;
        throw new ReleaseError(`Release store PostgreSQL (RELEASE_STORE_URL) tidak dapat dipakai: ${(error as Error).message}`, { cause: error });
      });
    return schema;
  }

  async function rows(text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    await ready();
    return (await sql.query(text, params)).rows;
  }

  async function readPointer(remote: RemoteName): Promise<LivePointer> {
    const [row] = await rows('SELECT * FROM remote_live_pointers WHERE remote = $1 ORDER BY version DESC LIMIT 1', [remote]);
    return row ? toPointer(row) : NO_POINTER;
  }

  return {
    readPointer,

    async readRelease(remote, id) {
      const [row] = await rows('SELECT manifest FROM remote_releases WHERE remote = $1 AND id = $2', [remote, id]);
      return row?.manifest as SealedRelease | undefined;
    },

    async listReleases(remote) {
      return (await rows('SELECT manifest FROM remote_releases WHERE remote = $1 ORDER BY id', [remote])).map((row) => row.manifest as SealedRelease);
    },

    /** Hashed by the database: the files' bytes stay there. */
    async storedFiles(remote, id) {
      const found = await rows(
        `SELECT path, encode(sha256(bytes), 'hex') AS sha256, length(bytes) AS bytes FROM remote_release_files WHERE remote = $1 AND release_id = $2`,
        [remote, id],
      );
      return new Map(found.map((row) => [row.path as string, { sha256: row.sha256 as string, bytes: row.bytes as number }]));
    },

    /** Inserts version n+1 unless it, or any later one, exists: the key makes the comparison atomic. */
    async swapPointer(remote, expected, next) {
      const pointer = nextPointer(expected, next);
      const inserted = await rows(
        `INSERT INTO remote_live_pointers (remote, version, live, history, changed_at, canary)
         SELECT $1, $2, $3, $4::jsonb, $5, $6::jsonb
         WHERE NOT EXISTS (SELECT 1 FROM remote_live_pointers WHERE remote = $1 AND version >= $2)
         ON CONFLICT DO NOTHING RETURNING version`,
        [remote, pointer.version, pointer.live, JSON.stringify(pointer.history), pointer.changedAt, JSON.stringify(pointer.canary)],
      );
      if (inserted.length === 0) throw new PromotionConflict(await readPointer(remote));
      const forgotten = [remote, pointer.version - POINTER_VERSIONS_KEPT];
      await rows('DELETE FROM remote_live_pointers WHERE remote = $1 AND version <= $2', forgotten);
      await rows('DELETE FROM remote_canary_tallies WHERE remote = $1 AND version <= $2', forgotten);
      return pointer;
    },

    async publishRelease(release, files) {
      await ready();
      await sql.transaction(async (tx) => {
        await tx.query('INSERT INTO remote_releases (remote, id, manifest) VALUES ($1, $2, $3::jsonb)', [release.remote, release.id, JSON.stringify(release)]);
        for (const { path: file, content } of files)
          await tx.query('INSERT INTO remote_release_files (remote, release_id, path, content_type, bytes) VALUES ($1, $2, $3, $4, $5)', [
            release.remote,
            release.id,
            file,
            contentTypeOf(file),
            content,
          ]);
      });
    },

    async removeReleases(remote, ids) {
      await rows('DELETE FROM remote_releases WHERE remote = $1 AND id = ANY($2::text[])', [remote, ids]);
    },

    async recordEvent(event) {
      await rows('INSERT INTO remote_release_events (remote, action, actor, at, from_id, to_id, result) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        event.remote,
        event.action,
        event.by,
        event.at,
        event.from,
        event.to,
        event.result,
      ]);
    },

    async readHistory(remote, limit) {
      const newest = await rows('SELECT * FROM remote_release_events WHERE remote = $1 ORDER BY seq DESC LIMIT $2', [remote, limit]);
      return newest.reverse().map(toEvent);
    },

    async writeCanaryTally(remote, version, instance, tally) {
      await rows(
        `INSERT INTO remote_canary_tallies (remote, version, instance, tally) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (remote, version, instance) DO UPDATE SET tally = excluded.tally`,
        [remote, version, instance, JSON.stringify(tally)],
      );
    },

    async readCanaryTallies(remote, version) {
      return (await rows('SELECT tally FROM remote_canary_tallies WHERE remote = $1 AND version = $2', [remote, version])).map(
        (row) => row.tally as CanaryTally,
      );
    },

    close: () => sql.close(),
  };
}
