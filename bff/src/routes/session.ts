import { SessionInfo, endpoints } from '@pcb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import type { Role } from '../plugins/session-cookies';
import { UPSTREAM_LOGIN, UPSTREAM_LOGOUT_PATH } from '../proxy/allow-list';
import { relay } from '../proxy/forward';
import { sessionInfo } from '../session/session-info';
import { sessionOf, tokenInLoginAnswer } from '../session/tokens';

// The spec's text for a login answer without a token, so the browser shows it as the server message.
const LOGIN_ANSWER_UNUSABLE = 'Failed to login. No token received.';

/** The BFF's own routes that forward to an upstream endpoint: each is limited as that endpoint, with the same counts as the generic routes to it. */
export const DEDICATED_ROUTES = {
  '/bff/login': UPSTREAM_LOGIN.user,
  '/bff/admin/login': UPSTREAM_LOGIN.admin,
  '/bff/register': endpoints.registerBuyer,
  '/bff/admin/login/two-factor': endpoints.verifyAdminTwoFactor,
  '/bff/admin/two-factor/enable': endpoints.enableAdminTwoFactor,
} as const;

/** Sign-in and sign-out for both roles, registration, and what the UI may know about the sessions. */
export default async function sessionRoutes(app: FastifyInstance) {
  const cookies = app.sessionCookies;
  const limited = (url: keyof typeof DEDICATED_ROUTES) => app.endpointLimits.hooksFor(DEDICATED_ROUTES[url]);

  const jsonBodyOf = (request: FastifyRequest) => JSON.stringify(request.body ?? {});

  /**
   * The token goes into the role's cookie; the browser learns only who and until when. The session the cookie
   * held before is ended, so a copy of the replaced cookie is worth nothing (review N14).
   */
  async function login(role: Role, request: FastifyRequest, reply: FastifyReply) {
    const response = await app.upstream.forward(request, { method: 'POST', path: UPSTREAM_LOGIN[role].path, body: jsonBodyOf(request) });
    if (response.statusCode >= 300) return relay(reply, response);
    const token = tokenInLoginAnswer(role, await response.body.json().catch(() => undefined));
    const session = token === undefined ? null : sessionOf(role, token);
    if (token === undefined || session === null || !cookies.setToken(reply, role, token)) {
      throw httpErrors.createError(502, LOGIN_ANSWER_UNUSABLE, { expose: true });
    }
    const replaced = cookies.token(request, role);
    if (replaced) await endUpstreamSession(role, request, replaced);
    return reply.send(role === 'user' ? { user: session } : { admin: session });
  }

  /**
   * A step that turns the admin's session into another under a new id (the sign-in's code, setting
   * two-factor sign-in up): the new token replaces the cookie; the browser gets the rest of the answer.
   */
  async function stepUp(path: string, request: FastifyRequest, reply: FastifyReply) {
    const token = cookies.token(request, 'admin');
    const response = await app.upstream.forward(request, { method: 'POST', path, token, body: jsonBodyOf(request) });
    if (response.statusCode >= 300) return relay(reply, response);
    const { token: next, ...rest } = ((await response.body.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    const session = typeof next === 'string' ? sessionOf('admin', next) : null;
    if (typeof next !== 'string' || session === null || !cookies.setToken(reply, 'admin', next)) {
      throw httpErrors.createError(502, LOGIN_ANSWER_UNUSABLE, { expose: true });
    }
    return reply.send({ ...rest, admin: session });
  }

  /** Ends the session at the upstream, so a copy of the cookie is worth nothing; the browser's cookie goes whatever it answers. */
  async function endUpstreamSession(role: Role, request: FastifyRequest, token: string) {
    try {
      const response = await app.upstream.forward(request, { method: 'POST', path: UPSTREAM_LOGOUT_PATH[role], token });
      await response.body.dump();
      // 401: the session had ended already.
      if (response.statusCode >= 300 && response.statusCode !== 401) request.log.warn({ status: response.statusCode }, 'the upstream did not end the session');
    } catch (err) {
      request.log.warn({ err }, 'the upstream did not end the session');
    }
  }

  async function logout(role: Role, request: FastifyRequest, reply: FastifyReply) {
    const token = cookies.token(request, role);
    if (token) await endUpstreamSession(role, request, token);
    cookies.clearToken(reply, role);
    return reply.code(204).send();
  }

  app.post('/bff/login', limited('/bff/login'), (request, reply) => login('user', request, reply));
  app.post('/bff/admin/login', limited('/bff/admin/login'), (request, reply) => login('admin', request, reply));
  app.post('/bff/admin/login/two-factor', limited('/bff/admin/login/two-factor'), (request, reply) =>
    stepUp(endpoints.verifyAdminTwoFactor.path, request, reply),
  );
  app.post('/bff/admin/two-factor/enable', limited('/bff/admin/two-factor/enable'), (request, reply) =>
    stepUp(endpoints.enableAdminTwoFactor.path, request, reply),
  );
  app.post('/bff/logout', (request, reply) => logout('user', request, reply));
  app.post('/bff/admin/logout', (request, reply) => logout('admin', request, reply));

  app.post('/bff/register', limited('/bff/register'), async (request, reply) =>
    relay(reply, await app.upstream.forward(request, { method: 'POST', path: DEDICATED_ROUTES['/bff/register'].path, body: jsonBodyOf(request) })),
  );

  app.get('/bff/session', { schema: { response: { 200: SessionInfo } } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(sessionInfo(cookies, request, reply)),
  );
}
