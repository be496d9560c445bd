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
  };
}

export type CategoryRepository = ReturnType<typeof categoryRepository>;
