import {
  MAIL_NOT_FAILED_MESSAGE,
  MAIL_OUTBOX_LIMIT,
  MAIL_RESENT_MESSAGE,
  MAIL_STATUSES,
  MAIL_STATUS_MESSAGE,
  type MailOutboxView,
  type MailStatus,
} from '@pcb/contract';
import type { Queryable } from '../../db/database';
import { refusal, validationFailed } from '../../lib/errors';
import { mailOutbox, type MailMessage } from './repository';

/** Where a claimed mail goes: an SMTP server, or (without SMTP_URL) the log, the row itself being the dev outbox. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export interface DeliveryPolicy {
  /** Attempts before a mail is `failed` for good. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each failure after that, up to `maxRetrySeconds`. */
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  /** How long a claim holds its mails: longer than sending the whole batch may take, or another instance would send them too. */
  leaseSeconds: number;
  /** Mails claimed at once. */
  batch: number;
}

/**
 * 8 attempts over about an hour: 30 s, 1, 2, 4, 8, 16 and 32 min apart. A batch of 4 sends takes at most
 * 4 minutes at the SMTP transport's time-outs (1 min a send), inside the 5-minute lease.
 */
export const DELIVERY_POLICY: DeliveryPolicy = { maxAttempts: 8, firstRetrySeconds: 30, maxRetrySeconds: 3600, leaseSeconds: 300, batch: 4 };

/** Seconds until the next attempt after `attempts` failed ones, or null when there is none left. */
export function retryDelaySeconds(attempts: number, policy: DeliveryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.maxRetrySeconds, policy.firstRetrySeconds * 2 ** (attempts - 1));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Delivers every mail that is due now, batch after batch, and returns what happened. Safe on any
 * number of instances at once: each batch is claimed with FOR UPDATE SKIP LOCKED, so a mail goes to
 * one claimer; a crash between sending and recording it can at worst send it again after the lease.
 */
export async function deliverDueMail(db: Queryable, transport: MailTransport, policy: DeliveryPolicy = DELIVERY_POLICY) {
  const outbox = mailOutbox(db);
  const outcome = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await outbox.claimDue(policy.batch, policy.leaseSeconds);
    for (const mail of claimed) {
      try {
        await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await outbox.markSent(mail._id);
        outcome.sent += 1;
      } catch (error) {
        const retryIn = retryDelaySeconds(mail.attempts, policy);
        await outbox.markFailedAttempt(mail._id, errorText(error), retryIn);
        outcome[retryIn === null ? 'failed' : 'retried'] += 1;
      }
    }
    if (claimed.length < policy.batch) return outcome;
  }
}

const iso = (at: Date | string) => new Date(at).toISOString();
const DEV_OUTBOX_LIMIT = 200;

/** What the admin sees of the outbox: the count per status and the newest mails, without their bodies. */
export async function outboxView(db: Queryable, status: string | undefined, held: boolean): Promise<MailOutboxView> {
  if (status !== undefined && !(MAIL_STATUSES as readonly string[]).includes(status)) {
    throw validationFailed([{ msg: MAIL_STATUS_MESSAGE, path: 'status', location: 'query' }]);
  }
  const outbox = mailOutbox(db);
  const rows = await outbox.list((status as MailStatus | undefined) ?? null, MAIL_OUTBOX_LIMIT);
  return {
    held,
    counts: await outbox.counts(),
    mails: rows.map(({ text: _text, html: _html, next_attempt_at, sent_at, created_at, ...row }) => ({
      ...row,
      next_attempt_at: iso(next_attempt_at),
      sent_at: sent_at ? iso(sent_at) : null,
      created_at: iso(created_at),
    })),
  };
}

/** Outside production, the newest mails with their bodies: the local outbox (`GET /api/dev/outbox`). */
export async function latestMail(db: Queryable) {
  const rows = await mailOutbox(db).list(null, DEV_OUTBOX_LIMIT);
  return rows.map(({ _id, to, subject, text, html, created_at }) => ({ _id, to, subject, text, html, created_at: iso(created_at) }));
}

/** The admin's "kirim ulang": one failed mail, or every failed mail. */
export async function resendFailed(db: Queryable, id: string | undefined): Promise<{ message: string; resent: number }> {
  const resent = await mailOutbox(db).resend(id ?? null);
  if (id && resent === 0) throw refusal(404, MAIL_NOT_FAILED_MESSAGE);
  return { message: MAIL_RESENT_MESSAGE, resent };
}
