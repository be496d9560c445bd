import type { Queryable } from '../../db/database';

export interface TwoFactorRow {
  email: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | number;
}

export function twoFactorRepository(db: Queryable) {
  return {
    async find(userId: string): Promise<TwoFactorRow | null> {
      const rows = await db.query<TwoFactorRow>(`SELECT email, totp_secret, totp_pending_secret, totp_last_step FROM users WHERE id = $1`, [userId]);
      return rows[0] ?? null;
    },

    async offer(userId: string, secret: string): Promise<void> {
      await db.query(`UPDATE users SET totp_pending_secret = $2 WHERE id = $1`, [userId, secret]);
    },

    /** The offered secret (as stored) becomes the account's; false when none was offered meanwhile or one is on already. */
    async enable(userId: string, secret: string, step: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $3
          WHERE id = $1 AND totp_pending_secret = $2 AND totp_secret IS NULL RETURNING id`,
        [userId, secret, step],
      );
      return rows.length > 0;
    },

    /** The account's secret stored anew (sealed), unless it changed meanwhile. */
    async replaceSecret(userId: string, stored: string, replacement: string): Promise<void> {
      await db.query(`UPDATE users SET totp_secret = $3 WHERE id = $1 AND totp_secret = $2`, [userId, stored, replacement]);
    },

    async disable(userId: string): Promise<void> {
      await db.query(`UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL WHERE id = $1`, [userId]);
      await db.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    },

    /** Records the code's time step as used: false when it (or a later one) was used already, so a code works once. */
    async useStep(userId: string, step: number): Promise<boolean> {
      const rows = await db.query(`UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id`, [userId, step]);
      return rows.length > 0;
    },

    async replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
      await db.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
      for (const hash of hashes) await db.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [userId, hash]);
    },

    /** Burns a recovery code: true only the first time. */
    async useRecoveryCode(userId: string, hash: string): Promise<boolean> {
      const rows = await db.query(`UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`, [
        userId,
        hash,
      ]);
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      return rows[0]?.n ?? 0;
    },
  };
}
