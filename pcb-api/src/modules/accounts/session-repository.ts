import type { Queryable } from '../../db/database';

/** A live session's account as it is now: a session survives only while its account keeps that role. */
export interface LiveSession {
  role: 'buyer' | 'admin';
  username: string;
}

export function sessionRepository(db: Queryable) {
  return {
    /** Records a new session; the expired rows of every account go at the same time. */
    async open(id: string, userId: string, expiresAt: Date): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE expires_at <= now()`);
      await db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)`, [id, userId, expiresAt]);
    },

    async find(id: string, userId: string): Promise<LiveSession | null> {
      const rows = await db.query<LiveSession>(
        `SELECT u.role, u.username FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()`,
        [id, userId],
      );
      return rows[0] ?? null;
    },

    async end(id: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE id = $1`, [id]);
    },

    async endAllOf(userId: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
