import type { Queryable } from '../../db/database';

/** The shop's settings an admin edits (`shop_settings`), one JSON value per name. */
export function settingsRepository(db: Queryable) {
  return {
    async get(name: string): Promise<unknown> {
      const rows = await db.query<{ value: unknown }>(`SELECT value FROM shop_settings WHERE name = $1`, [name]);
      return rows[0]?.value;
    },

    async set(name: string, value: unknown): Promise<void> {
      await db.query(
        `INSERT INTO shop_settings (name, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [name, JSON.stringify(value)],
      );
    },
  };
}
