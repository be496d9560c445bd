import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database';
import { newId } from '../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Mail kept in the database; read at `GET /api/dev/outbox` outside production. */
export function outboxMailer(db: Queryable): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await db.query(`INSERT INTO outbox (id, to_address, subject, text, html) VALUES ($1, $2, $3, $4, $5)`, [
        newId(),
        message.to,
        message.subject,
        message.text,
        message.html,
      ]);
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}

/** SMTP when `SMTP_URL` is set, otherwise the database outbox. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.smtpUrl) {
      const mailer = smtpMailer(app.config.smtpUrl, app.config.mailFrom);
      app.decorate('mailer', mailer);
      app.addHook('onClose', async () => mailer.close());
    } else {
      app.decorate('mailer', outboxMailer(app.db));
    }
  },
  { name: 'mail', dependencies: ['db'], fastify: '5.x' },
);

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
