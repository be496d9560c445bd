import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { serve, sessionClient, sessionUser } from '../../lib/serve';
import { pictureUpload } from '../../lib/picture-upload';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, accountSessions: sessions } = app;

  serve(app, endpoints.loginBuyer, async (request) => accounts.loginBuyer(request.body, sessionClient(request)));
  serve(app, endpoints.registerBuyer, async (request) => accounts.register(request.body));
  serve(app, endpoints.verifyBuyerEmail, async (request) => accounts.verifyEmail(request.params.token));
  serve(app, endpoints.resendVerification, async (request) => accounts.resendVerification(request.body));
  serve(app, endpoints.loginAdmin, async (request) => accounts.loginAdmin(request.body, sessionClient(request)));
  serve(app, endpoints.logoutBuyer, async (request) => accounts.logout(sessionUser(request).sessionId));
  // A sign-in stopped at its second step can be abandoned too.
  serve(app, endpoints.logoutAdmin, async (request) => accounts.logout(sessionUser(request).sessionId), { access: 'admin-any-stage' });
  serve(app, endpoints.changeBuyerPassword, async (request) => accounts.changePassword(sessionUser(request).id, 'buyer', request.body));
  serve(app, endpoints.changeAdminPassword, async (request) => accounts.changePassword(sessionUser(request).id, 'admin', request.body));
  serve(app, endpoints.forgotPassword, async (request) => accounts.forgotPassword(request.body));
  serve(app, endpoints.resetPassword, async (request) => accounts.resetPassword(request.params.token, request.body));
  serve(app, endpoints.getAccount, async (request) => accounts.getAccount(sessionUser(request).id));
  serve(
    app,
    endpoints.updateProfile,
    async (request) => accounts.updateProfile(sessionUser(request).id, request.body, request.uploads.profile_picture),
    pictureUpload('profile_picture'),
  );

  for (const [list, endOthers, end] of [
    [endpoints.listBuyerSessions, endpoints.endOtherBuyerSessions, endpoints.endBuyerSession],
    [endpoints.listAdminSessions, endpoints.endOtherAdminSessions, endpoints.endAdminSession],
  ] as const) {
    serve(app, list, async (request) => sessions.list(sessionUser(request)));
    serve(app, endOthers, async (request) => sessions.endOthers(sessionUser(request)));
    serve(app, end, async (request) => sessions.end(sessionUser(request), request.params.id));
  }
}
