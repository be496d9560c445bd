import type { Queryable } from '../../db/database';
import { newId } from '../../lib/ids';

export type CatalogueKind = 'prototype' | 'assembly';

interface GroupRecord {
  _id: string;
  type: string;
  createdAt: Date;
  updatedAt: Date;
}
interface ItemRecord {
  _id: string;
  group_id: string;
  type: string;
  cost: string;
  value: string | null;
  subtype: string | null;
}

export interface OptionItemRow {
  _id: string;
  type: string;
  cost: number;
  value?: string;
  subtype?: string;
}
export interface OptionGroupRow {
  _id: string;
  type: string;
  data: OptionItemRow[];
  createdAt: Date;
  updatedAt: Date;
}

const toItem = (r: ItemRecord): OptionItemRow => ({
  _id: r._id,
  type: r.type,
  cost: Number(r.cost),
  ...(r.value !== null ? { value: r.value } : {}),
  ...(r.subtype !== null ? { subtype: r.subtype } : {}),
});

export function optionRepository(db: Queryable, kind: CatalogueKind) {
  async function groups(where: string, params: unknown[]): Promise<OptionGroupRow[]> {
    const rows = await db.query<GroupRecord>(
      `SELECT id AS "_id", type, created_at AS "createdAt", updated_at AS "updatedAt"
         FROM option_groups WHERE kind = $1 ${where} ORDER BY position, created_at, id`,
      [kind, ...params],
    );
    if (rows.length === 0) return [];
    const items = await db.query<ItemRecord>(
      `SELECT id AS "_id", group_id, type, cost, value, subtype FROM option_items
        WHERE group_id = ANY($1::char(24)[]) ORDER BY position, created_at, id`,
      [rows.map((r) => r._id)],
    );
    return rows.map((g) => ({ ...g, data: items.filter((i) => i.group_id === g._id).map(toItem) }));
  }

  return {
    list: () => groups('', []),
    find: async (groupId: string) => (await groups('AND id = $2', [groupId]))[0] ?? null,

    async addItem(groupId: string, type: string, cost: number): Promise<void> {
      await db.query(
        `INSERT INTO option_items (id, group_id, type, cost, position)
         SELECT $1, $2, $3, $4, COALESCE(max(position) + 1, 0) FROM option_items WHERE group_id = $2`,
        [newId(), groupId, type, cost],
      );
      await touch(groupId);
    },

    async updateItem(groupId: string, itemId: string, type: string, cost: number): Promise<boolean> {
      const rows = await db.query(`UPDATE option_items SET type = $3, cost = $4, updated_at = now() WHERE id = $2 AND group_id = $1 RETURNING id`, [
        groupId,
        itemId,
        type,
        cost,
      ]);
      if (rows.length > 0) await touch(groupId);
      return rows.length > 0;
    },

    async removeItem(groupId: string, itemId: string): Promise<boolean> {
      const rows = await db.query(`DELETE FROM option_items WHERE id = $2 AND group_id = $1 RETURNING id`, [groupId, itemId]);
      if (rows.length > 0) await touch(groupId);
      return rows.length > 0;
    },
  };

  async function touch(groupId: string): Promise<void> {
    await db.query(`UPDATE option_groups SET updated_at = now() WHERE id = $1`, [groupId]);
  }
}

export type OptionRepository = ReturnType<typeof optionRepository>;
