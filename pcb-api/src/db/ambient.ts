import { AsyncLocalStorage } from 'node:async_hooks';
import { advisoryLockName, type Database, type Executor } from './database';

interface Ambient {
  tx: Executor;
  /** False once the transaction ended: work the request left behind (a timer) queries the database again. */
  open: boolean;
  savepoints: number;
}

/** A Database whose queries join the transaction `inTransaction` opened for the current request. */
export interface AmbientDatabase extends Database {
  /**
   * Runs `fn` in one transaction that every query made meanwhile through this database joins, from
   * any repository: a nested `transaction` becomes a savepoint, `withLock` a transaction-level lock.
   */
  inTransaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
}

export function withAmbientTransactions(db: Database): AmbientDatabase {
  const storage = new AsyncLocalStorage<Ambient>();
  const current = () => {
    const ambient = storage.getStore();
    return ambient?.open ? ambient : undefined;
  };

  async function savepoint<T>(ambient: Ambient, fn: (tx: Executor) => Promise<T>): Promise<T> {
    const name = `nested_${++ambient.savepoints}`;
    await ambient.tx.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn(ambient.tx);
      await ambient.tx.exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await ambient.tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }

  return {
    kind: db.kind,
    schema: db.schema,
    query: (sql, params) => (current()?.tx ?? db).query(sql, params),
    exec: (sql) => (current()?.tx ?? db).exec(sql),
    close: () => db.close(),
    transaction(fn) {
      const ambient = current();
      return ambient ? savepoint(ambient, fn) : db.transaction(fn);
    },
    async withLock(name, fn) {
      const ambient = current();
      if (!ambient) return db.withLock(name, fn);
      // Held on the transaction's own connection until it ends: a second pooled connection for the lock
      // would let requests waiting for it hold every connection of the pool. PGlite runs one transaction
      // at a time, so there the transaction already excludes everyone else.
      if (db.kind === 'postgres') await ambient.tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [advisoryLockName(db.schema, name)]);
      return fn({ ...ambient.tx, transaction: (inner) => savepoint(ambient, inner) });
    },
    writable: () => db.writable(),
    poolCounts: () => db.poolCounts(),
    inTransaction(fn) {
      return db.transaction(async (tx) => {
        const ambient: Ambient = { tx, open: true, savepoints: 0 };
        try {
          return await storage.run(ambient, () => fn(tx));
        } finally {
          ambient.open = false;
        }
      });
    },
  };
}
