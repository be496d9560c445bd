import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, ObjectId, Timestamp, WordQuery } from './common';
import { endpoint } from './endpoint';

/** A mail in the outbox: waiting for (another) attempt, delivered, or given up after the last attempt. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_MESSAGE = 'status harus pending, sent atau failed';
/** The newest mails the admin's list shows. */
export const MAIL_OUTBOX_LIMIT = 200;

/** A mail's delivery state; never its body, which may hold a verification or reset link. */
export const OutboxEntry = Type.Object({
  _id: ObjectId,
  /** The event that caused the mail (`order:<id>:sudah-bayar`…): one mail per event. */
  dedupe_key: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  status: Type.Union(MAIL_STATUSES.map((s) => Type.Literal(s))),
  attempts: Type.Integer({ minimum: 0 }),
  last_error: Type.Union([Type.String(), Type.Null()]),
  /** When a pending mail is tried next. */
  next_attempt_at: Timestamp,
  sent_at: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
});
export type OutboxEntry = Static<typeof OutboxEntry>;

export const MailOutboxView = Type.Object({
  /** Production without SMTP_URL: nothing is sent, every mail stays pending until SMTP is configured. */
  held: Type.Boolean(),
  counts: Type.Object({ pending: Type.Integer({ minimum: 0 }), sent: Type.Integer({ minimum: 0 }), failed: Type.Integer({ minimum: 0 }) }),
  /** Newest first, at most MAIL_OUTBOX_LIMIT. */
  mails: Type.Array(OutboxEntry),
});
export type MailOutboxView = Static<typeof MailOutboxView>;

export const mailEndpoints = {
  adminMailOutbox: endpoint({
    method: 'GET',
    path: 'admin/mail-outbox',
    session: 'admin',
    summary: 'The mail outbox: how many mails are pending, sent and failed, and the newest mails (optionally `status=…`) with their attempts and last error',
    schema: {
      querystring: WordQuery('status'),
      response: { 200: MailOutboxView, 400: ErrorBody },
    },
  }),
  adminMailResend: endpoint({
    method: 'POST',
    path: 'admin/mail-outbox/resend',
    session: 'admin',
    summary:
      'Sends failed mail again: the one named by `id`, or every failed mail without it. Each goes back to pending with its attempts from zero; 404 when `id` names no failed mail',
    schema: {
      body: Type.Object({ id: Type.Optional(ObjectId) }),
      response: { 200: Type.Object({ message: Type.String(), resent: Type.Integer({ minimum: 0 }) }), 400: ErrorBody, 404: ErrorBody },
    },
  }),
};

export const MAIL_RESENT_MESSAGE = 'Email dijadwalkan untuk dikirim ulang';
export const MAIL_NOT_FAILED_MESSAGE = 'Email gagal tidak ditemukan';
