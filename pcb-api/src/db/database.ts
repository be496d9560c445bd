import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool, types as pgTypes, type PoolClient } from 'pg';
import { IN_MEMORY } from '../config';

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
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.databaseSchema) : openPglite(options.dataDir);
}

/** PGlite keeps its cluster in `<DATA_DIR>/pgdata`, beside the stored files in `<DATA_DIR>/files`. */
async function openPglite(dataDir: string): Promise<Database> {
  let db: PGlite;
  if (dataDir === IN_MEMORY) db = await PGlite.create();
  else {
    const cluster = path.join(dataDir, 'pgdata');
    fs.mkdirSync(cluster, { recursive: true });
    db = await PGlite.create(cluster);
  }
  return {
    kind: 'pglite',
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
    },
  };
}

/** int8 (counts, sums) as numbers, as PGlite gives them; numeric stays a string in both. */
const INT8_OID = 20;
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pgTypes.getTypeParser(oid, format);
  },
};

async function openPostgres(databaseUrl: string, schema: string | null): Promise<Database> {
  if (schema) {
    // Created before the pool exists so every pooled connection can put it first in its search_path.
    const setup = new Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 10,
    types: typeParsers,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
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
    ...on(pool),
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
