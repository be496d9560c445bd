import type { Queryable } from '../../db/database';

export interface CartRowRecord {
  _id: string;
  id_user: string;
  id_product: string;
  quantity: number;
  create_at: Date;
  update_at: Date;
}

const COLUMNS = `id AS "_id", id_user, id_product, quantity, create_at, update_at`;

export function cartRepository(db: Queryable) {
  return {
    listOf(userId: string): Promise<CartRowRecord[]> {
      return db.query<CartRowRecord>(`SELECT ${COLUMNS} FROM carts WHERE id_user = $1 ORDER BY create_at DESC, id DESC`, [userId]);
    },

    /** Null when the product is already in this buyer's cart. */
    async insert(id: string, userId: string, productId: string): Promise<CartRowRecord | null> {
      const rows = await db.query<CartRowRecord>(
        `INSERT INTO carts (id, id_user, id_product) VALUES ($1, $2, $3)
         ON CONFLICT (id_user, id_product) DO NOTHING RETURNING ${COLUMNS}`,
        [id, userId, productId],
      );
      return rows[0] ?? null;
    },

    async findOwn(id: string, userId: string): Promise<CartRowRecord | null> {
      const rows = await db.query<CartRowRecord>(`SELECT ${COLUMNS} FROM carts WHERE id = $1 AND id_user = $2`, [id, userId]);
      return rows[0] ?? null;
    },

    async setQuantity(id: string, quantity: number): Promise<CartRowRecord> {
      const rows = await db.query<CartRowRecord>(`UPDATE carts SET quantity = $2, update_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, quantity]);
      return rows[0];
    },

    async removeOwn(id: string, userId: string): Promise<boolean> {
      return (await db.query(`DELETE FROM carts WHERE id = $1 AND id_user = $2 RETURNING id`, [id, userId])).length > 0;
    },
  };
}
