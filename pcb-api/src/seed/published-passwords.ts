import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';

/** Every password the repository has published for a seeded account: the READMEs, the seed, earlier compose files. */
export const PUBLISHED_PASSWORDS = ['Admin#123456', 'Admin#12345', 'Buyer#12345', 'Demo#12345'];

/** The e-mail domain of the demo history's buyers (seed/demo-buyers.ts). */
const DEMO_DOMAIN = '@demo.pcb.test';

/**
 * Finding C1: the seed never overwrites an account, so a database seeded by an earlier release or in
 * development keeps its published passwords through an upgrade. In production every admin, the seeded
 * buyer and the demo buyers are checked at start: one still on a published password gets a new one
 * (the seeded admin the operator's SEED_ADMIN_PASSWORD, any other a random one its owner replaces with
 * "Lupa password"), and its sessions end. Answers the accounts changed, for the log.
 */
export async function retirePublishedPasswords(app: FastifyInstance): Promise<string[]> {
  const { seed, bcryptRounds } = app.config;
  const accounts = await app.db.query<{ id: string; email: string; password_hash: string }>(
    `SELECT id, email, password_hash FROM users WHERE role = 'admin' OR email = $1 OR email LIKE $2`,
    [seed.buyerEmail, `%${DEMO_DOMAIN}`],
  );
  const retired: string[] = [];
  for (const account of accounts) {
    if (!(await onPublishedPassword(account.password_hash))) continue;
    const replacement = account.email === seed.adminEmail ? seed.adminPassword : randomBytes(24).toString('base64url');
    await app.db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [account.id, await bcrypt.hash(replacement, bcryptRounds)]);
      await tx.query(`DELETE FROM sessions WHERE user_id = $1`, [account.id]);
    });
    retired.push(account.email);
  }
  return retired;
}

async function onPublishedPassword(hash: string): Promise<boolean> {
  for (const password of PUBLISHED_PASSWORDS) if (await bcrypt.compare(password, hash)) return true;
  return false;
}
