import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/**
 * Applies `migrations/NNN_name.sql` in order, each once, each in its own transaction. The whole run,
 * schema and bookkeeping table included, holds one lock: `IF NOT EXISTS` does not protect two
 * instances creating the same table at the same moment on an empty database.
 */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
  return db.withLock('migrate', async (session) => {
    if (db.schema) await session.exec(`CREATE SCHEMA IF NOT EXISTS "${db.schema}"`);
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied: string[] = [];
    for (const file of files) {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      const done = await session.transaction(async (tx) => {
        const seen = await tx.query(`SELECT 1 FROM schema_migrations WHERE name = $1`, [file]);
        if (seen.length > 0) return false;
        await tx.exec(sql);
        await tx.query(`INSERT INTO schema_migrations (name) VALUES ($1)`, [file]);
        return true;
      });
      if (done) applied.push(file);
    }
    return applied;
  });
}
