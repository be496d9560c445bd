import { createHash, randomInt } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorSetup, TwoFactorStatus } from '@pcb/contract';
import type { Database } from '../../db/database';
import { asText } from '../../lib/rules';
import type { Sealer } from '../../lib/sealed';
import type { Tokens } from '../../plugins/auth';
import type { SessionUser } from '../../types';
import type { SessionClient, SessionRepository } from '../accounts/session-repository';
import { twoFactorRepository } from './repository';

const ISSUER = 'PCB Polibatam';
const PERIOD_S = 30;
const RECOVERY_CODE_COUNT = 10;
/** Crockford-like base32 without look-alikes (no I, L, O, U): 10 characters are 50 bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
const WRONG_CODE = 'Kode verifikasi salah atau sudah dipakai.';
const CODE_REQUIRED = 'Kode verifikasi wajib diisi.';

const totpFor = (email: string, secret: string) => new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), period: PERIOD_S });

/** The code's time step when it is valid now (one step of clock drift either way), else null. */
function stepOf(email: string, secret: string, code: string): number | null {
  const delta = totpFor(email, secret).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD_S) + delta;
}

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export interface TwoFactorDeps {
  db: Database;
  sessions: SessionRepository;
  tokens: Tokens;
  /** Production asks every admin to set it up (`ADMIN_2FA_REQUIRED`). */
  required: boolean;
  /** The TOTP secrets are stored sealed with `TWO_FACTOR_KEY`. */
  secrets: Sealer;
}

/** Two-factor sign-in for admins: TOTP from an authenticator app, and one-time recovery codes. */
export function twoFactorService({ db, sessions, tokens, required, secrets }: TwoFactorDeps) {
  const accounts = twoFactorRepository(db);

  /** The step after a password or a setup: this session ends and a full one opens under a new id. */
  async function promote(user: SessionUser, client: SessionClient) {
    await sessions.end(user.sessionId);
    return tokens.signSession({ id: user.id, role: 'admin' }, client);
  }

  /** Accepts a code from the app (each time step once) or a recovery code (once), else throws. */
  async function acceptCode(userId: string, body: { code?: string }): Promise<void> {
    const code = asText(body.code).trim();
    if (!code) throw httpErrors.badRequest(CODE_REQUIRED);
    const row = await account(userId);
    if (!row.totp_secret) throw httpErrors.unauthorized(WRONG_CODE);
    // Opened only for an app's code: a recovery code signs in even where the secret can no longer be opened (a lost key).
    const step = /^\d{6}$/.test(code) ? stepOf(row.email, secrets.open(row.totp_secret), code) : null;
    const accepted = step !== null ? await accounts.useStep(userId, step) : await accounts.useRecoveryCode(userId, hashCode(code));
    if (!accepted) throw httpErrors.unauthorized(WRONG_CODE);
    // A secret stored before sealing existed is sealed at its first use.
    if (!secrets.isSealed(row.totp_secret)) await accounts.replaceSecret(userId, row.totp_secret, secrets.seal(row.totp_secret));
  }

  async function account(userId: string) {
    const row = await accounts.find(userId);
    if (!row) throw httpErrors.unauthorized('Unauthorized: Token tidak valid');
    return row;
  }

  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const row = await account(userId);
      return { enabled: row.totp_secret !== null, required, recoveryCodesLeft: await accounts.recoveryCodesLeft(userId) };
    },

    async setup(userId: string): Promise<TwoFactorSetup> {
      const row = await account(userId);
      if (row.totp_secret) throw httpErrors.conflict('Verifikasi dua langkah sudah aktif.');
      const secret = new Secret({ size: 20 }).base32;
      await accounts.offer(userId, secrets.seal(secret));
      const otpauthUri = totpFor(row.email, secret).toString();
      return { secret, otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) };
    },

    async enable(user: SessionUser, body: { code?: string }, client: SessionClient) {
      const code = asText(body.code).trim();
      if (!code) throw httpErrors.badRequest(CODE_REQUIRED);
      const row = await account(user.id);
      if (row.totp_secret) throw httpErrors.conflict('Verifikasi dua langkah sudah aktif.');
      const pending = row.totp_pending_secret;
      const step = pending ? stepOf(row.email, secrets.open(pending), code) : null;
      if (!pending || step === null) throw httpErrors.badRequest(WRONG_CODE);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        const inTx = twoFactorRepository(tx);
        if (!(await inTx.enable(user.id, pending, step))) throw httpErrors.conflict('Verifikasi dua langkah sudah aktif.');
        await inTx.replaceRecoveryCodes(user.id, recoveryCodes.map(hashCode));
      });
      const { token } = await promote(user, client);
      return { message: 'Verifikasi dua langkah telah aktif.', token, recoveryCodes };
    },

    /** The sign-in's second step: a code from the app (each once), or a recovery code (each once). */
    async verify(user: SessionUser, body: { code?: string }, client: SessionClient) {
      await acceptCode(user.id, body);
      const { token } = await promote(user, client);
      return { message: 'Login successful', token };
    },

    /** New recovery codes, proven with a code (lost or used up codes); the earlier ones stop working. */
    async renewRecoveryCodes(user: SessionUser, body: { code?: string }) {
      await acceptCode(user.id, body);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction((tx) => twoFactorRepository(tx).replaceRecoveryCodes(user.id, recoveryCodes.map(hashCode)));
      return { message: 'Kode pemulihan baru telah dibuat. Kode yang lama tidak berlaku lagi.', recoveryCodes };
    },

    /** Off again, proven with a code; not where production requires it. */
    async disable(user: SessionUser, body: { code?: string }) {
      if (required) throw httpErrors.conflict('Verifikasi dua langkah wajib untuk admin.');
      await acceptCode(user.id, body);
      await accounts.disable(user.id);
      return { message: 'Verifikasi dua langkah telah dimatikan.' };
    },
  };
}
