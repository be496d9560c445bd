import { domainPlugin } from '../domain-plugin';
import { shareService } from '../../modules/shares/service';
import { subjectReader } from '../../modules/shares/subject';

declare module 'fastify' {
  interface FastifyInstance {
    /** Share links to a request or an order, and the quotation and invoice PDFs. */
    shares: ReturnType<typeof shareService>;
  }
}

/** `app.shares`. */
export const sharesPlugin = domainPlugin('shares', ['db', 'files', 'transactions'], (app) => ({
  shares: shareService({ db: app.db, files: app.files, subjects: subjectReader(app.db, app.orders) }),
}));
