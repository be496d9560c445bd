import { domainPlugin } from '../domain-plugin';
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
export const twoFactorPlugin = domainPlugin('two-factor', ['db', 'auth'], (app) => ({
  twoFactor: twoFactorService({
    db: app.db,
    sessions: app.sessions,
    tokens: app.tokens,
    required: app.config.adminTwoFactorRequired,
    secrets: sealer(twoFactorKey(app.config)),
  }),
}));
