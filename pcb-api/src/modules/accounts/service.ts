import bcrypt from 'bcryptjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Account } from '@pcb/contract';
import type { ApiConfig } from '../../config';
import { extensionOf } from '../../lib/file-types';
import { cleanPicture, savePicture, type CleanPicture } from '../../lib/picture-upload';
import { httpErrors } from '@fastify/sensible';
import { newId } from '../../lib/ids';
import { Checks, asText, isEmail, lengthBetween, minLength, notEmpty, type Rule } from '../../lib/rules';
import { BREACHED_PASSWORD_MESSAGE, MIN_PASSWORD_LENGTH, notBreached } from '../../lib/password-policy';
import type { Tokens } from '../../plugins/auth';
import type { Database, Executor } from '../../db/database';
import { withFiles, type FileStore } from '../../plugins/files';
import { escapeHtml } from '../../lib/html';
import { mailOutbox } from '../mail/repository';
import type { UploadedFile } from '../../types';
import { userRepository, type UserRepository, type UserRow } from './repository';
import { sessionRepository, type SessionClient, type SessionRepository } from './session-repository';

const LINK_TTL_SECONDS = 3600;
const ADDRESS_KEYS = [
  'detail_address',
  'province',
  'province_name',
  'city',
  'city_name',
  'district',
  'district_name',
  'sub_district',
  'sub_district_name',
] as const;
/** validator.js's id-ID mobile rule: +62/62/0, then 8, an operator code and 5–11 digits. */
const ID_MOBILE = /^(\+?62|0)8(1[1-9]|2[1238]|3[1238]|5[1235-9]|7[78]|8[1-9]|9[5-9])\d{5,11}$/;
/** A rule for a field the caller may leave out: absent passes. */
const sentAnd =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined || rule(value);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const RESEND_MESSAGE = 'Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim.';

export interface AccountDeps {
  /** For writes that commit together: a profile's picture and its row, an account and its mail. */
  db: Database;
  users: UserRepository;
  sessions: SessionRepository;
  tokens: Tokens;
  files: FileStore;
  config: ApiConfig;
  log: FastifyBaseLogger;
}

export function toAccount(user: UserRow, filesPublicUrl: string): Account {
  const address = user.address && ADDRESS_KEYS.every((k) => typeof user.address?.[k] === 'string') ? user.address : null;
  return {
    _id: user._id,
    username: user.username,
    email: user.email,
    role: user.role,
    name: user.name,
    gender: user.gender,
    birthday: user.birthday ? new Date(user.birthday).toISOString() : null,
    phone: user.phone,
    profile_picture_url: user.profile_picture_url,
    image_url: user.profile_picture_url ? `${filesPublicUrl}/${user.profile_picture_url}` : null,
    address: address as Account['address'],
    isVerified: user.is_verified,
    created_at: new Date(user.created_at).toISOString(),
    updated_at: new Date(user.updated_at).toISOString(),
  };
}

export function accountService({ db, users, sessions, tokens, files, config, log }: AccountDeps) {
  const hash = (password: string) => bcrypt.hash(password, config.bcryptRounds);
  // Compared against when the account does not exist: the same cost as a real hash, so a wrong
  // e-mail takes as long as a wrong password.
  let dummyHash: Promise<string> | undefined;

  async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
    dummyHash ??= hash('not-a-password');
    const ok = await bcrypt.compare(password, user?.password_hash ?? (await dummyHash));
    return ok && user !== null;
  }

  /**
   * Mail whose sending must not show in the answer's timing (it would tell which addresses have
   * accounts): sent after the answer, a failure logged.
   */
  function mailLater(what: string, send: () => Promise<void>): void {
    setImmediate(() => send().catch((err: unknown) => log.error({ err }, `${what} mail not sent`)));
  }

  /** A new verification link, recorded and mailed (queued) in the caller's transaction. */
  async function queueVerification(tx: Executor, user: { _id: string; username: string; email: string }): Promise<void> {
    const link = await tokens.signPurpose(user._id, 'verify-email', LINK_TTL_SECONDS);
    await userRepository(tx).recordToken(link.jti, user._id, 'verify-email', link.expiresAt);
    // The shop's page makes the call, in the shop's design and language.
    const url = `${config.publicUrl}/register/verify/${link.token}`;
    await mailOutbox(tx).enqueue(`verify-email:${link.jti}`, {
      to: user.email,
      subject: 'Verifikasi Alamat Email Anda',
      text: `Halo ${user.username},\n\nKlik tautan berikut untuk memverifikasi alamat email Anda (berlaku 1 jam):\n${url}\n`,
      html: `<p>Halo ${escapeHtml(user.username)},</p><p>Klik tautan berikut untuk memverifikasi alamat email Anda (berlaku 1 jam):</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    });
  }

  /** Someone registered with an address that has an account: its owner is told, and where to go instead. */
  async function mailAlreadyRegistered(user: UserRow): Promise<void> {
    const login = `${config.publicUrl}/login`;
    const forgot = `${config.publicUrl}/forgot-password`;
    await mailOutbox(db).enqueue(`already-registered:${newId()}`, {
      to: user.email,
      subject: 'Alamat Email Anda Sudah Terdaftar',
      text: `Halo ${user.username},\n\nAda yang mencoba mendaftar dengan alamat email ini, padahal alamat ini sudah memiliki akun. Silakan masuk di ${login}, atau atur ulang password Anda di ${forgot}.\n\nAbaikan email ini bila bukan Anda yang mendaftar.\n`,
      html: `<p>Halo ${escapeHtml(user.username)},</p><p>Ada yang mencoba mendaftar dengan alamat email ini, padahal alamat ini sudah memiliki akun. Silakan <a href="${escapeHtml(login)}">masuk</a>, atau <a href="${escapeHtml(forgot)}">atur ulang password Anda</a>.</p><p>Abaikan email ini bila bukan Anda yang mendaftar.</p>`,
    });
  }

  /** A new password is set, every session of the account ends and its owner is told, all in one transaction. */
  async function replacePassword(user: Pick<UserRow, '_id' | 'username' | 'email'>, password: string, how: 'change' | 'reset'): Promise<void> {
    const passwordHash = await hash(password);
    await db.transaction(async (tx) => {
      await userRepository(tx).setPassword(user._id, passwordHash);
      // Whoever else holds a session of this account (this one included) signs in with the new password.
      await sessionRepository(tx).endAllOf(user._id);
      await mailOutbox(tx).enqueue(`password-${how}:${user._id}:${newId()}`, passwordChangedMail(user));
    });
  }

  async function changePassword(userId: string, role: 'buyer' | 'admin', body: { oldPassword?: string; newPassword?: string }) {
    const checks = new Checks();
    if (body.newPassword !== undefined) {
      const min = MIN_PASSWORD_LENGTH[role];
      checks.field('newPassword', body.newPassword, [
        [minLength(min), `Password baru harus memiliki setidaknya ${min} karakter.`],
        [notBreached, BREACHED_PASSWORD_MESSAGE],
      ]);
    }
    checks.done();
    if (!notEmpty(body.oldPassword) || !notEmpty(body.newPassword)) throw httpErrors.badRequest('Password lama dan password baru wajib diisi.');
    const user = await users.findById(userId);
    if (!user) throw httpErrors.notFound('Pengguna tidak ditemukan.');
    if (!(await bcrypt.compare(asText(body.oldPassword), user.password_hash))) throw httpErrors.badRequest('Password lama salah.');
    await replacePassword(user, asText(body.newPassword), 'change');
    return { message: 'Password berhasil diubah.' };
  }

  return {
    async loginBuyer(body: { email?: string; password?: string }, client: SessionClient) {
      new Checks()
        .field('email', body.email, [
          [isEmail, 'Email tidak valid.'],
          [notEmpty, 'Email tidak boleh kosong.'],
        ])
        .field('password', body.password, [[notEmpty, 'Password tidak boleh kosong.']])
        .done();
      const user = await users.findByEmail(asText(body.email).trim());
      // The password is checked before anything else, so the answers reveal nothing about an account to a stranger.
      if (!(await passwordMatches(user, asText(body.password))) || !user) throw httpErrors.unauthorized('Email or password incorrect!');
      if (user.role !== 'buyer') throw httpErrors.forbidden('Email atau Password Salah!');
      if (!user.is_verified) throw httpErrors.unauthorized('Please verify your Email!');
      const { token } = await tokens.signSession({ id: user._id, role: 'buyer', username: user.username }, client);
      return { user: { id: user._id, username: user.username, token }, message: 'Login berhasil!' };
    },

    async register(body: { username?: string; email?: string; password?: string }) {
      new Checks()
        .field('username', body.username, [
          [lengthBetween(5, 30), 'Username harus memiliki 5-30 karakter.'],
          [notEmpty, 'Username tidak boleh kosong.'],
        ])
        .field('email', body.email, [
          [isEmail, 'Email tidak valid.'],
          [notEmpty, 'Email tidak boleh kosong.'],
        ])
        .field('password', body.password, [
          [minLength(MIN_PASSWORD_LENGTH.buyer), `Password harus memiliki minimal ${MIN_PASSWORD_LENGTH.buyer} karakter.`],
          [notEmpty, 'Password tidak boleh kosong.'],
          [notBreached, BREACHED_PASSWORD_MESSAGE],
        ])
        .done();
      const username = asText(body.username).trim();
      const email = asText(body.email).trim().toLowerCase();
      // Hashed first: a registration costs as much as a login attempt whatever happens next.
      const passwordHash = await hash(asText(body.password));
      await users.removeUnverifiedOlderThan(config.unverifiedAccountTtl);
      const id = newId();
      const registered = { message: 'User berhasil disimpan', user: { _id: id, username, email } };
      const owner = await users.findByEmail(email);
      // A taken e-mail gets the same answer as a new one; only its owner learns, by mail, that someone tried.
      if (owner) {
        // Not a new verification link even for an unverified owner: it would verify the password a squatter chose.
        await mailAlreadyRegistered(owner);
        return registered;
      }
      // A username is public (it greets in mails and reviews): a taken one may be said.
      const taken = () => httpErrors.conflict('Email or username already exists');
      if (await users.usernameTaken(username)) throw taken();
      // The account, its link and its mail commit together: an account is never left without its mail.
      await db.transaction(async (tx) => {
        if (!(await userRepository(tx).insertBuyer(id, username, email, passwordHash))) throw taken();
        await queueVerification(tx, { _id: id, username, email });
      });
      return registered;
    },

    /** The verification link's token, once: the account may sign in from then on. */
    async verifyEmail(token: string) {
      const claims = await tokens.verifyPurpose(token, 'verify-email');
      if (!claims || !(await users.burnToken(claims.jti, claims.id, 'verify-email'))) throw httpErrors.badRequest('Invalid or expired token!');
      await users.markVerified(claims.id);
      return { message: 'Email verified successfully!' };
    },

    async loginAdmin(body: { email?: string; password?: string }, client: SessionClient) {
      new Checks()
        .field('email', body.email, [[isEmail, 'Email tidak valid.']])
        .field('password', body.password, [[notEmpty, 'Password tidak boleh kosong.']])
        .done();
      const user = await users.findByEmail(asText(body.email).trim());
      if (!(await passwordMatches(user, asText(body.password))) || !user) throw httpErrors.unauthorized('Email atau Password salah!');
      if (user.role !== 'admin') throw httpErrors.forbidden('Email atau Password Salah!');
      // With two-factor sign-in on, the password opens only the step that asks for the code.
      const stage = user.totp_enabled ? 'two-factor' : config.adminTwoFactorRequired ? 'enrol' : 'full';
      const { token } = await tokens.signSession({ id: user._id, role: 'admin' }, client, stage);
      return { message: 'Login successful', token };
    },

    changePassword,

    /** Ends this session only; the account's other sessions stay open. */
    async logout(sessionId: string) {
      await sessions.end(sessionId);
      return { message: 'Logout berhasil.' };
    },

    async forgotPassword(body: { email?: string }) {
      new Checks().field('email', body.email, [[isEmail, 'Masukkan email yang valid!']]).done();
      const user = await users.findByEmail(asText(body.email).trim());
      if (user && user.role === 'buyer') {
        mailLater('reset-password', async () => {
          const link = await tokens.signPurpose(user._id, 'reset-password', LINK_TTL_SECONDS);
          const url = `${config.publicUrl}/reset-password/${link.token}`;
          await db.transaction(async (tx) => {
            await userRepository(tx).recordToken(link.jti, user._id, 'reset-password', link.expiresAt);
            await mailOutbox(tx).enqueue(`reset-password:${link.jti}`, {
              to: user.email,
              subject: 'Permintaan Reset Password',
              text: `Halo ${user.username},\n\nGunakan tautan berikut untuk mengatur ulang password Anda (berlaku 1 jam, sekali pakai):\n${url}\n\nAbaikan email ini bila Anda tidak memintanya.\n`,
              html: `<p>Halo ${escapeHtml(user.username)},</p><p>Gunakan tautan berikut untuk mengatur ulang password Anda (berlaku 1 jam, sekali pakai):</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>Abaikan email ini bila Anda tidak memintanya.</p>`,
            });
          });
        });
      }
      // The same answer, in the same time, for unknown addresses: the form must not tell who has an account.
      return { message: 'Link reset password telah dikirim ke email Anda.' };
    },

    /** A new verification link for an unverified registration that has not expired; the same answer either way. */
    async resendVerification(body: { email?: string }) {
      new Checks()
        .field('email', body.email, [
          [isEmail, 'Email tidak valid.'],
          [notEmpty, 'Email tidak boleh kosong.'],
        ])
        .done();
      await users.removeUnverifiedOlderThan(config.unverifiedAccountTtl);
      const user = await users.findByEmail(asText(body.email).trim());
      if (user && user.role === 'buyer' && !user.is_verified) {
        mailLater('verification', async () => {
          await db.transaction(async (tx) => {
            await userRepository(tx).burnAllTokens(user._id, 'verify-email');
            await queueVerification(tx, user);
          });
        });
      }
      return { message: RESEND_MESSAGE };
    },

    async resetPassword(token: string, body: { password?: string }) {
      new Checks()
        .field('password', body.password, [
          [minLength(MIN_PASSWORD_LENGTH.buyer), `Password harus memiliki setidaknya ${MIN_PASSWORD_LENGTH.buyer} karakter!`],
          [notBreached, BREACHED_PASSWORD_MESSAGE],
        ])
        .done();
      const claims = await tokens.verifyPurpose(token, 'reset-password');
      if (!claims || !(await users.burnToken(claims.jti, claims.id, 'reset-password'))) {
        throw httpErrors.badRequest('Token tidak valid atau kadaluarsa');
      }
      const user = await users.findById(claims.id);
      if (!user) throw httpErrors.badRequest('Token tidak valid atau kadaluarsa');
      await replacePassword(user, asText(body.password), 'reset');
      await users.burnAllTokens(claims.id, 'reset-password');
      // The link reached the mailbox, which is what verification proves.
      await users.markVerified(claims.id);
      return { message: 'Password berhasil direset' };
    },

    async getAccount(userId: string): Promise<Account> {
      const user = await users.findById(userId);
      if (!user) throw httpErrors.notFound('userData not found');
      return toAccount(user, config.filesPublicUrl);
    },

    async updateProfile(userId: string, body: Record<string, string | undefined>, picture: UploadedFile | undefined) {
      const checks = new Checks()
        .field('name', body.name, [
          [notEmpty, 'Nama tidak boleh kosong!'],
          [minLength(3), 'Nama harus terdiri dari minimal 3 karakter!'],
        ])
        .field('phone', body.phone, [
          [notEmpty, 'Nomor telepon tidak boleh kosong!'],
          [(v) => ID_MOBILE.test(asText(v).replace(/\s/g, '')), 'Nomor telepon tidak valid!'],
        ])
        // The checkout's shipping profile sends neither: a field left out keeps what is stored; one sent is checked.
        .field('gender', body.gender, [
          [sentAnd(notEmpty), 'Jenis kelamin tidak boleh kosong!'],
          [sentAnd((v) => v === 'Laki-laki' || v === 'Perempuan'), 'Jenis kelamin tidak valid!'],
        ])
        .field('birthday', body.birthday, [
          [sentAnd(notEmpty), 'Tanggal lahir tidak boleh kosong!'],
          [sentAnd((v) => ISO_DATE.test(asText(v).trim()) && !Number.isNaN(Date.parse(asText(v).trim()))), 'Tanggal lahir tidak valid!'],
        ]);
      const address = parseAddress(body.address);
      if (typeof address === 'string') checks.add(address, 'address');
      let cleaned: CleanPicture | null = null;
      if (picture && picture.data.length > 0) {
        cleaned = cleanPicture(picture);
        if (!cleaned || !['jpg', 'jpeg', 'png'].includes(extensionOf(picture.filename)))
          checks.add('Silahkan masukan foto jpeg, png, jpg !', 'profile_picture');
        if (picture.truncated) checks.add('Size foto maksimal 1MB!', 'profile_picture');
      }
      checks.done();
      const user = await users.findById(userId);
      if (!user) throw httpErrors.notFound('User not found');
      const profile = {
        name: asText(body.name).trim(),
        phone: asText(body.phone).replace(/\s/g, ''),
        gender: body.gender === undefined ? null : asText(body.gender),
        birthday: body.birthday === undefined ? null : new Date(asText(body.birthday).trim()),
        address: address as Record<string, string>,
      };
      await withFiles(db, files, async (tx, files) => {
        const stored = await savePicture(files, 'profile-picture', cleaned);
        await userRepository(tx).updateProfile(userId, profile, stored);
        if (stored) await files.remove(user.profile_picture_url);
      });
      const updated = await users.findById(userId);
      if (!updated) throw httpErrors.notFound('User not found');
      return { message: 'Profile updated successfully', data: toAccount(updated, config.filesPublicUrl) };
    },
  };
}

/** Tells the owner, so that a change they did not make is noticed. */
function passwordChangedMail(user: Pick<UserRow, 'username' | 'email'>) {
  const text = 'Password akun Anda baru saja diubah dan semua sesi login telah diakhiri.';
  const warning = 'Bila bukan Anda yang mengubahnya, segera atur ulang password Anda melalui halaman Forgot Password dan hubungi kami.';
  return {
    to: user.email,
    subject: 'Password Anda Telah Diubah',
    text: `Halo ${user.username},\n\n${text}\n\n${warning}\n`,
    html: `<p>Halo ${escapeHtml(user.username)},</p><p>${text}</p><p>${warning}</p>`,
  };
}

/** The address JSON with every id and name, or the message saying what is wrong with it. */
function parseAddress(raw: string | undefined): Record<string, string> | string {
  if (!notEmpty(raw)) return 'Alamat tidak boleh kosong!';
  let value: unknown;
  try {
    value = JSON.parse(asText(raw));
  } catch {
    return 'Format alamat tidak valid!';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Format alamat tidak valid!';
  const source = value as Record<string, unknown>;
  const address: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) {
    const text = asText(source[key]).trim();
    if (!text || text.length > 300) return 'Alamat tidak lengkap!';
    address[key] = text;
  }
  return address;
}
