import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { repeatWithoutOverlap } from '../../lib/repeat';
import { mailOutbox } from '../../modules/mail/repository';
import { deliverDueMail, type MailTransport } from '../../modules/mail/service';

/** At most a minute a send, so a batch ends inside its lease (DELIVERY_POLICY) and a slow server fails an attempt instead of outliving its claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      // An address object is not parsed as a list, whatever it holds.
      await transporter.sendMail({ from, ...message, to: { name: '', address: message.to } });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the outbox row is the mail (`GET /api/dev/outbox` outside production); delivering it means logging it. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async send({ to, subject }) {
      log.info({ mail: { to, subject } }, 'mail kept in the outbox (no SMTP_URL)');
    },
  };
}

/**
 * Delivers the mail outbox on this instance: through SMTP when `SMTP_URL` is set, otherwise to the log;
 * in production without SMTP_URL not at all, so no mail is marked sent that was never sent.
 */
export const mailDeliveryJob = fp(
  async (app: FastifyInstance) => {
    app.metrics.gauges(() => mailOutbox(app.db).health(), {
      pending: ['pcb_outbox_pending', 'Mail waiting in the outbox to be sent (held too while SMTP_URL is unset in production).'],
      failed: ['pcb_outbox_failed', 'Mail failed for good after every attempt: the admin resends it from the outbox page.'],
      oldestDueSeconds: ['pcb_outbox_oldest_due_seconds', 'How long the oldest mail that is due has waited to be sent.'],
    });
    if (app.config.mailHeld) {
      app.log.warn('NODE_ENV=production without SMTP_URL: mail is kept pending in the outbox and not sent until SMTP_URL is set');
      return;
    }
    const smtp = app.config.smtpUrl ? smtpTransport(app.config.smtpUrl, app.config.mailFrom) : null;
    const transport = smtp ?? logTransport(app.log);
    repeatWithoutOverlap(app, 'mail delivery', app.config.mailCheckSeconds * 1000, async () => {
      const outcome = await deliverDueMail(app.db, transport);
      app.metrics.mailFailures.inc(outcome.retried + outcome.failed);
      if (outcome.retried + outcome.failed > 0) app.log.warn(outcome, 'mail not delivered');
    });
    if (smtp) app.addHook('onClose', async () => smtp.close());
  },
  { name: 'mail-delivery-job', dependencies: ['db', 'metrics'], fastify: '5.x' },
);
