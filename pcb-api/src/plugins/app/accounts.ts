import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, sessions } = app;
    app.decorate(
      'accounts',
      accountService({ db, users: userRepository(db), sessions, tokens: app.tokens, files: app.files, config: app.config, log: app.requestLog }),
    );
    app.decorate('accountSessions', sessionService(sessions));
  },
  { name: 'accounts', dependencies: ['db', 'auth', 'files', 'request-log'], fastify: '5.x' },
);
