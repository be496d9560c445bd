import type { Queryable } from '../../db/database';

/** A live session's account as it is now: a session survives only while its account keeps that role. */
export interface LiveSession {
  role: 'buyer' | 'admin';
  username: string;
  stage: SessionStage;
}

/** 'full', or an admin sign-in short of it: a code awaited ('two-factor'), two-factor sign-in to set up first ('enrol'). */
export type SessionStage = 'full' | 'two-factor' | 'enrol';

/** Where a session was opened from: the browser's User-Agent and address, as the BFF passed them on. */
export interface SessionClient {
  userAgent: string;
  ip: string;
}

export interface SessionRow {
  _id: string;
  user_agent: string;
  ip: string;
  created_at: Date | string;
  last_seen_at: Date | string;
}

/** `last_seen_at` is written at most this often, so that a busy session does not write on every call. */
const LAST_SEEN_STEP_S = 60;

export function sessionRepository(db: Queryable) {
  return {
    /** Records a new session; the expired rows of every account go at the same time. */
    async open(id: string, userId: string, expiresAt: Date, client: SessionClient, stage: SessionStage): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE expires_at <= now()`);
      await db.query(`INSERT INTO sessions (id, user_id, expires_at, user_agent, ip, stage) VALUES ($1, $2, $3, $4, $5, $6)`, [
        id,
        userId,
        expiresAt,
        client.userAgent,
        client.ip,
        stage,
      ]);
    },

    /**
     * The session's account, while the session is open and, for an admin, used within `adminIdleSeconds`;
     * an admin session idle for longer is ended. Marks the session as used.
     */
    async find(id: string, userId: string, adminIdleSeconds: number): Promise<LiveSession | null> {
      const rows = await db.query<LiveSession & { idle_s: number }>(
        `SELECT u.role, u.username, s.stage, extract(epoch FROM now() - s.last_seen_at)::float8 AS idle_s
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()`,
        [id, userId],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.role === 'admin' && row.idle_s > adminIdleSeconds) {
        await this.end(id);
        return null;
      }
      if (row.idle_s > LAST_SEEN_STEP_S) await db.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1`, [id]);
      return { role: row.role, username: row.username, stage: row.stage };
    },

    /** The account's open (signed-in) sessions, the most recently used first. */
    async listOf(userId: string): Promise<SessionRow[]> {
      return db.query<SessionRow>(
        `SELECT id AS "_id", user_agent, ip, created_at, last_seen_at FROM sessions
          WHERE user_id = $1 AND expires_at > now() AND stage <> 'two-factor' ORDER BY last_seen_at DESC, created_at DESC`,
        [userId],
      );
    },

    async end(id: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE id = $1`, [id]);
    },

    /** False when the account has no such session. */
    async endOneOf(userId: string, id: string): Promise<boolean> {
      return (await db.query(`DELETE FROM sessions WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])).length > 0;
    },

    async endAllOf(userId: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
    },

    async endAllOfBut(userId: string, keptId: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE user_id = $1 AND id <> $2`, [userId, keptId]);
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
