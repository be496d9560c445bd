import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reviewTimeSettings } from '../../modules/settings/review-time';

declare module 'fastify' {
  interface FastifyInstance {
    /** The promised review time of custom requests, set by the admin. */
    reviewTime: ReturnType<typeof reviewTimeSettings>;
  }
}

/** `app.reviewTime`: the admin's settings. */
export const settingsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('reviewTime', reviewTimeSettings(app.db));
  },
  { name: 'settings', dependencies: ['db'], fastify: '5.x' },
);
