import type { Queryable } from '../../db/database';

export interface CategoryRow {
  _id: string;
  category_name: string;
  picture_url: string;
}

const SELECT = `SELECT id AS "_id", category_name, picture_url FROM categories`;

export function categoryRepository(db: Queryable) {
  return {
    list(): Promise<CategoryRow[]> {
      return db.query<CategoryRow>(`${SELECT} ORDER BY category_name ASC, id ASC`);
    },

    async find(id: string): Promise<CategoryRow | null> {
      return (await db.query<CategoryRow>(`${SELECT} WHERE id = $1`, [id]))[0] ?? null;
    },

    async insert(id: string, name: string, pictureUrl: string): Promise<void> {
      await db.query(`INSERT INTO categories (id, category_name, picture_url) VALUES ($1, $2, $3)`, [id, name, pictureUrl]);
    },

    async update(id: string, name: string, pictureUrl: string | null): Promise<void> {
      await db.query(`UPDATE categories SET category_name = $2, picture_url = COALESCE($3, picture_url), updated_at = now() WHERE id = $1`, [
        id,
        name,
        pictureUrl,
      ]);
    },

    async productCount(id: string): Promise<number> {
      return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE id_category = $1`, [id]))[0]?.n ?? 0;
    },

    async remove(id: string): Promise<CategoryRow | null> {
      const rows = await db.query<CategoryRow>(
        `DELETE FROM categories WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM products WHERE id_category = $1)
         RETURNING id AS "_id", category_name, picture_url`,
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
