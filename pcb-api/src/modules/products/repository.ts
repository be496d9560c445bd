import type { Queryable } from '../../db/database';

/** A product row as the wire shows it, before `image_url` is added. */
export interface ProductRow {
  _id: string;
  product_name: string;
  description: string;
  harga: number;
  stock: number;
  weight: number;
  picture_url: string;
  id_category: { _id: string; category_name: string } | null;
  create_at: Date;
  update_at: Date;
}

export interface ProductInput {
  product_name: string;
  description: string;
  harga: number;
  stock: number;
  weight: number;
  id_category: string;
}

const SELECT = `
  SELECT p.id AS "_id", p.product_name, p.description, p.harga, p.stock, p.weight, p.picture_url,
         p.create_at, p.update_at,
         CASE WHEN c.id IS NULL THEN NULL
              ELSE json_build_object('_id', c.id, 'category_name', c.category_name) END AS id_category
    FROM products p
    LEFT JOIN categories c ON c.id = p.id_category`;

const NEWEST_FIRST = `ORDER BY p.create_at DESC, p.id DESC`;

/** `%`, `_` and `\` in the user's text are matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function productRepository(db: Queryable) {
  return {
    list(): Promise<ProductRow[]> {
      return db.query<ProductRow>(`${SELECT} ${NEWEST_FIRST}`);
    },

    search(text: string): Promise<ProductRow[]> {
      return db.query<ProductRow>(`${SELECT} WHERE p.product_name ILIKE $1 ESCAPE '\\' ${NEWEST_FIRST}`, [likePattern(text)]);
    },

    findMany(ids: readonly string[]): Promise<ProductRow[]> {
      return db.query<ProductRow>(`${SELECT} WHERE p.id = ANY($1::char(24)[])`, [ids]);
    },

    async find(id: string): Promise<ProductRow | null> {
      const rows = await db.query<ProductRow>(`${SELECT} WHERE p.id = $1`, [id]);
      return rows[0] ?? null;
    },

    async insert(id: string, input: ProductInput, pictureUrl: string): Promise<void> {
      await db.query(
        `INSERT INTO products (id, id_category, product_name, description, harga, stock, weight, picture_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, input.id_category, input.product_name, input.description, input.harga, input.stock, input.weight, pictureUrl],
      );
    },

    /** Returns the previous picture path, or null when no such product. */
    async update(id: string, input: ProductInput, pictureUrl: string | null): Promise<{ previousPicture: string } | null> {
      const rows = await db.query<{ previous: string }>(
        `UPDATE products p
            SET id_category = $2, product_name = $3, description = $4, harga = $5, stock = $6, weight = $7,
                picture_url = COALESCE($8, p.picture_url), update_at = now()
           FROM (SELECT picture_url AS previous FROM products WHERE id = $1 FOR UPDATE) old
          WHERE p.id = $1
          RETURNING old.previous`,
        [id, input.id_category, input.product_name, input.description, input.harga, input.stock, input.weight, pictureUrl],
      );
      return rows[0] ? { previousPicture: rows[0].previous } : null;
    },

    async remove(id: string): Promise<{ picture_url: string } | null> {
      const rows = await db.query<{ picture_url: string }>(`DELETE FROM products WHERE id = $1 RETURNING picture_url`, [id]);
      return rows[0] ?? null;
    },

    /** Orders not yet finished that hold this product (deleting it would break them). */
    async openOrderCount(id: string): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n
           FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
          WHERE i.id_product = $1
            AND t.status <> 'selesai' AND NOT t.stock_released`,
        [id],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

export type ProductRepository = ReturnType<typeof productRepository>;
