import type { Queryable } from '../../db/database';

export interface UserRow {
  _id: string;
  username: string;
  email: string;
  password_hash: string;
  role: 'buyer' | 'admin';
  is_verified: boolean;
  /** An admin's two-factor sign-in is on. */
  totp_enabled: boolean;
  name: string | null;
  gender: string | null;
  birthday: Date | null;
  phone: string | null;
  profile_picture_url: string | null;
  address: Record<string, string> | null;
  created_at: Date;
  updated_at: Date;
}

export interface ProfileInput {
  name: string;
  phone: string;
  /** Null keeps the stored value (the checkout's shipping profile asks neither). */
  gender: string | null;
  birthday: Date | null;
  address: Record<string, string>;
}

const SELECT = `SELECT id AS "_id", username, email, password_hash, role, is_verified, totp_secret IS NOT NULL AS totp_enabled, name, gender, birthday, phone,
                       profile_picture_url, address, created_at, updated_at FROM users`;

export function userRepository(db: Queryable) {
  const one = async (where: string, params: unknown[]) => (await db.query<UserRow>(`${SELECT} WHERE ${where}`, params))[0] ?? null;
  return {
    findById: (id: string) => one('id = $1', [id]),
    findByEmail: (email: string) => one('lower(email) = lower($1)', [email]),

    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM users WHERE lower(username) = lower($1) LIMIT 1`, [username]);
      return rows.length > 0;
    },

    /** False when the e-mail or username was taken meanwhile (unique indexes). */
    async insertBuyer(id: string, username: string, email: string, passwordHash: string): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO users (id, username, email, password_hash, role) VALUES ($1, $2, $3, $4, 'buyer')
         ON CONFLICT DO NOTHING RETURNING id`,
        [id, username, email, passwordHash],
      );
      return rows.length > 0;
    },

    /** Unverified registrations past their time give their e-mail and username back. */
    async removeUnverifiedOlderThan(seconds: number): Promise<void> {
      await db.query(`DELETE FROM users WHERE role = 'buyer' AND NOT is_verified AND created_at < now() - make_interval(secs => $1)`, [seconds]);
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [id, passwordHash]);
    },

    async markVerified(id: string): Promise<void> {
      await db.query(`UPDATE users SET is_verified = true, updated_at = now() WHERE id = $1`, [id]);
    },

    async updateProfile(id: string, input: ProfileInput, pictureUrl: string | null): Promise<void> {
      await db.query(
        `UPDATE users SET name = $2, phone = $3, gender = COALESCE($4, gender), birthday = COALESCE($5, birthday), address = $6,
                profile_picture_url = COALESCE($7, profile_picture_url), updated_at = now()
          WHERE id = $1`,
        [id, input.name, input.phone, input.gender, input.birthday, JSON.stringify(input.address), pictureUrl],
      );
    },

    async recordToken(jti: string, userId: string, purpose: string, expiresAt: Date): Promise<void> {
      await db.query(`INSERT INTO one_time_tokens (jti, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)`, [jti, userId, purpose, expiresAt]);
    },

    /** Burns a link token: true only the first time, while it is unexpired. */
    async burnToken(jti: string, userId: string, purpose: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE one_time_tokens SET used_at = now()
          WHERE jti = $1 AND user_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
          RETURNING jti`,
        [jti, userId, purpose],
      );
      return rows.length > 0;
    },

    /** A new password makes every other outstanding reset link useless. */
    async burnAllTokens(userId: string, purpose: string): Promise<void> {
      await db.query(`UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose]);
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
