import { domainPlugin } from '../domain-plugin';
import { latestMail, outboxView, resendFailed } from '../../modules/mail/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox as the admin (and, outside production, the developer) sees it; delivering it is a job (`plugins/jobs/mail-delivery.ts`). */
    mail: {
      outbox(status: string | undefined): ReturnType<typeof outboxView>;
      resend(id: string | undefined): ReturnType<typeof resendFailed>;
      latest(): ReturnType<typeof latestMail>;
    };
  }
}

/** `app.mail`. */
export const mailPlugin = domainPlugin('mail', ['db'], ({ db, config }) => ({
  mail: {
    outbox: (status: string | undefined) => outboxView(db, status, config.mailHeld),
    resend: (id: string | undefined) => resendFailed(db, id),
    latest: () => latestMail(db),
  },
}));
