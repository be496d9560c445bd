import fastifyMultipart from '@fastify/multipart';
import { TOKEN_EXPIRED_MESSAGE, type Endpoint, type Surface } from '@pcb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher, FormData } from 'undici';
import { httpErrors } from '@fastify/sensible';
import { ROLES, ROLE_OF_SURFACE, type Role } from '../plugins/session-cookies';
import { SURFACE_PREFIX, endpointsOn, upstreamPathOf } from '../proxy/allow-list';
import { copyResponseHeaders, sendBody } from '../proxy/forward';
import { MULTIPART_LIMITS, checkedForm } from '../proxy/uploads';

const SURFACES: readonly Surface[] = ['buyer', 'admin'];

const isPasswordChange = (e: Endpoint) => e.method !== 'GET' && /(^|\/)password\/change-password$/.test(e.path);

// Read from the header: the multipart parser marks a request only once it reads the body.
const MULTIPART = /^\s*multipart\//i;

const UNSUPPORTED_MEDIA_MESSAGE = 'Jenis isi permintaan tidak didukung.';

/** Endpoints whose body may be a multipart form: they are served where the multipart parser is. */
const takesForms = (e: Endpoint) => e.bodyType === 'multipart' || e.bodyType === 'form';

/** JSON (parsed and limited by Fastify; other media types are 415 there) or a checked multipart form, as the contract says. */
async function bodyOf(e: Endpoint, request: FastifyRequest): Promise<string | FormData | undefined> {
  if (takesForms(e) && request.isMultipart()) return checkedForm(request);
  if (e.bodyType === 'multipart') throw httpErrors.unsupportedMediaType(UNSUPPORTED_MEDIA_MESSAGE);
  return request.body === undefined ? undefined : JSON.stringify(request.body);
}

/** pcb-api's answer to a call without a token, given by the BFF itself where it must not read the body first. */
const NO_TOKEN_MESSAGE: Record<Role, string> = { user: 'Token tidak ditemukan', admin: 'Unauthorized: Token tidak ditemukan' };

/** The role whose session the upstream declared expired (`401 Unauthorized: Token expired`), if any. */
function expiredRole(text: string): Role | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown; role?: unknown };
    if (body.message !== TOKEN_EXPIRED_MESSAGE) return undefined;
    return ROLES.find((role) => role === body.role);
  } catch {
    return undefined;
  }
}

/** `/bff/api/…` and `/bff/admin/api/…`: one route per contract endpoint on that surface, nothing else. */
export default async function apiRoutes(app: FastifyInstance) {
  const cookies = app.sessionCookies;
  // JSON endpoints take JSON only: a text/plain body is a form a hostile page can post without preflight.
  app.removeContentTypeParser('text/plain');

  /** Status, headers and body as the upstream sent them; only the session cookies change on the way. */
  async function answer(reply: FastifyReply, response: Dispatcher.ResponseData, sessionRole: Role, e: Endpoint, signedIn: boolean) {
    copyResponseHeaders(reply, response.headers);
    // What a session sees (an account, its orders, the back-office) stays out of every cache, whatever the upstream said.
    if (signedIn) reply.header('cache-control', 'no-store');
    reply.code(response.statusCode);
    if (response.statusCode === 401) {
      const text = await response.body.text();
      const role = expiredRole(text);
      if (role) cookies.endSession(reply, role);
      return reply.send(text);
    }
    // A password change ends every session of the account at the upstream (the spec: log in again); the browser's cookie goes too.
    if (response.statusCode < 300 && isPasswordChange(e)) cookies.clearToken(reply, sessionRole);
    return sendBody(reply, response);
  }

  async function forward(surface: Surface, e: Endpoint, request: FastifyRequest, reply: FastifyReply) {
    const path = upstreamPathOf(e, request.params as Record<string, string>, request.url);
    if (path === null) throw httpErrors.notFound('Not Found');
    const role = ROLE_OF_SURFACE[surface];
    const token = cookies.token(request, role);
    // A GET has no body: not awaiting one saves a promise on the busiest calls.
    const body = e.method === 'GET' ? undefined : await bodyOf(e, request);
    const response = await app.upstream.forward(request, { method: e.method, path, token, body });
    return answer(reply, response, role, e, token !== undefined);
  }

  async function requireSessionForUpload(request: FastifyRequest, role: Role) {
    if (MULTIPART.test(request.headers['content-type'] ?? '') && !cookies.token(request, role)) throw httpErrors.unauthorized(NO_TOKEN_MESSAGE[role]);
  }

  function routesFor(scope: FastifyInstance, multipart: boolean) {
    for (const surface of SURFACES) {
      for (const e of endpointsOn(surface).filter((candidate) => takesForms(candidate) === multipart)) {
        scope.route({
          method: e.method,
          url: `${SURFACE_PREFIX[surface]}/${e.path}`,
          ...app.endpointLimits.hooksFor(e),
          // A form without a session is refused at its headers: no one reads megabytes for an anonymous caller.
          ...(multipart && e.session !== 'none' && { onRequest: (request: FastifyRequest) => requireSessionForUpload(request, ROLE_OF_SURFACE[surface]) }),
          handler: (request, reply) => forward(surface, e, request, reply),
        });
      }
    }
  }

  routesFor(app, false);
  // The multipart parser (and its per-request hooks) only where the contract says a form is sent.
  await app.register(async (multipartScope) => {
    await multipartScope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
    routesFor(multipartScope, true);
  });
}
