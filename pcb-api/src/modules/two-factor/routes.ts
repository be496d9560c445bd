import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve, sessionClient, sessionUser } from '../../lib/serve';

export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const { twoFactor } = app;
  // The enrolment calls are open to a session that must set two-factor sign-in up before anything else.
  const enrolment = { access: 'admin-enrolment' } as const;

  serve(app, endpoints.verifyAdminTwoFactor, async (request) => twoFactor.verify(sessionUser(request), request.body, sessionClient(request)), {
    access: 'admin-two-factor',
  });
  serve(app, endpoints.getAdminTwoFactor, async (request) => twoFactor.status(sessionUser(request).id), enrolment);
  serve(app, endpoints.startAdminTwoFactor, async (request) => twoFactor.setup(sessionUser(request).id), enrolment);
  serve(app, endpoints.disableAdminTwoFactor, async (request) => twoFactor.disable(sessionUser(request), request.body));
  serve(app, endpoints.renewAdminRecoveryCodes, async (request) => twoFactor.renewRecoveryCodes(sessionUser(request), request.body));
  serve(app, endpoints.enableAdminTwoFactor, async (request) => twoFactor.enable(sessionUser(request), request.body, sessionClient(request)), enrolment);
}
