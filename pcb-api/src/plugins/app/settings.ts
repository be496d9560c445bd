import { domainPlugin } from '../domain-plugin';
import { reviewTimeSettings } from '../../modules/settings/review-time';

declare module 'fastify' {
  interface FastifyInstance {
    /** The promised review time of custom requests, set by the admin. */
    reviewTime: ReturnType<typeof reviewTimeSettings>;
  }
}

/** `app.reviewTime`: the admin's settings. */
export const settingsPlugin = domainPlugin('settings', ['db'], (app) => ({ reviewTime: reviewTimeSettings(app.db) }));
