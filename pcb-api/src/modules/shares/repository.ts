import type { ShareTarget } from '@pcb/contract';
import type { Queryable } from '../../db/database';

export interface ShareRow {
  _id: string;
  id_user: string;
  kind: ShareTarget;
  target_id: string;
  /** The request's name; null for an order (its number comes from its id) or a request since deleted. */
  request_name: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

const SELECT = `SELECT s.id AS "_id", s.id_user, s.kind, s.target_id, r.name AS request_name, s.created_at, s.expires_at, s.revoked_at
                  FROM share_links s LEFT JOIN custom_requests r ON s.kind <> 'order' AND r.id = s.target_id`;

export function shareRepository(db: Queryable) {
  return {
    async insert(link: { id: string; userId: string; tokenHash: string; kind: ShareTarget; targetId: string; expiresAt: Date }): Promise<ShareRow> {
      await db.query(`INSERT INTO share_links (id, id_user, token_hash, kind, target_id, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
        link.id,
        link.userId,
        link.tokenHash,
        link.kind,
        link.targetId,
        link.expiresAt.toISOString(),
      ]);
      return (await db.query<ShareRow>(`${SELECT} WHERE s.id = $1`, [link.id]))[0];
    },

    listOwn(userId: string): Promise<ShareRow[]> {
      return db.query<ShareRow>(`${SELECT} WHERE s.id_user = $1 ORDER BY s.created_at DESC, s.id DESC`, [userId]);
    },

    async byTokenHash(tokenHash: string): Promise<ShareRow | null> {
      return (await db.query<ShareRow>(`${SELECT} WHERE s.token_hash = $1`, [tokenHash]))[0] ?? null;
    },

    /** Revokes the owner's link (a second revoke keeps the first time); false when it is not theirs. */
    async revoke(id: string, userId: string): Promise<boolean> {
      const rows = await db.query(`UPDATE share_links SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND id_user = $2 RETURNING id`, [id, userId]);
      return rows.length > 0;
    },
  };
}
