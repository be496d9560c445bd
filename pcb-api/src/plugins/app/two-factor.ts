import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { twoFactorKey } from '../../lib/kept-keys';
import { sealer } from '../../lib/sealed';
import { twoFactorService } from '../../modules/two-factor/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admins' second sign-in step (TOTP and recovery codes). */
    twoFactor: ReturnType<typeof twoFactorService>;
  }
}

/** `app.twoFactor`, its secrets sealed with `TWO_FACTOR_KEY`. */
export const twoFactorPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'twoFactor',
      twoFactorService({
        db: app.db,
        sessions: app.sessions,
        tokens: app.tokens,
        required: config.adminTwoFactorRequired,
        secrets: sealer(twoFactorKey(config)),
      }),
    );
  },
  { name: 'two-factor', dependencies: ['db', 'auth'], fastify: '5.x' },
);
