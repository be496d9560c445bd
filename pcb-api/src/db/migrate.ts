import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/**
 * Applies `migrations/NNN_name.sql` in order, each once, each in its own transaction, under an
 * advisory lock so that two instances starting against one server do not race.
 */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const file of files) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.schema_migrations'))`);
      const seen = await tx.query(`SELECT 1 FROM schema_migrations WHERE name = $1`, [file]);
      if (seen.length > 0) return false;
      await tx.exec(sql);
      await tx.query(`INSERT INTO schema_migrations (name) VALUES ($1)`, [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
