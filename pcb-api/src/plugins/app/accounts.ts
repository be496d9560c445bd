import { domainPlugin } from '../domain-plugin';
import { userRepository } from '../../modules/accounts/repository';
import { accountService } from '../../modules/accounts/service';
import { sessionService } from '../../modules/accounts/session-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, sign-in, passwords and profiles of buyers and admins. */
    accounts: ReturnType<typeof accountService>;
    /** The signed-in devices of a buyer or an admin. */
    accountSessions: ReturnType<typeof sessionService>;
  }
}

/** `app.accounts` and `app.accountSessions`. */
export const accountsPlugin = domainPlugin('accounts', ['db', 'auth', 'files', 'request-log'], (app) => ({
  accounts: accountService({
    db: app.db,
    users: userRepository(app.db),
    sessions: app.sessions,
    tokens: app.tokens,
    files: app.files,
    config: app.config,
    log: app.requestLog,
  }),
  accountSessions: sessionService(app.sessions),
}));
