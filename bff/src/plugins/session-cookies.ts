import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_ENDED_MESSAGE, type Surface } from '@pcb/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';

/** The two independent sessions, named as the upstream's 401 body and `GET /bff/session` name them. */
export type Role = 'user' | 'admin';
export const ROLES: readonly Role[] = ['user', 'admin'];
export const ROLE_OF_SURFACE: Record<Surface, Role> = { buyer: 'user', admin: 'admin' };

const TOKEN_MAX_AGE_S = 604_800;
const MESSAGE_MAX_AGE_S = 10;
/** Browsers silently drop a cookie whose name and value exceed this. */
const MAX_COOKIE_BYTES = 4096;

const TOKEN_COOKIE: Record<Role, string> = { user: 'pcb_user', admin: 'pcb_admin' };
const MESSAGE_COOKIE: Record<Role, string> = { user: 'authUserMessage', admin: 'authAdminMessage' };

export interface SessionCookies {
  token(request: FastifyRequest, role: Role): string | undefined;
  /** False when the token is too large for a cookie; nothing is set then. */
  setToken(reply: FastifyReply, role: Role, token: string): boolean;
  clearToken(reply: FastifyReply, role: Role): void;
  /** Clears the role's token and leaves the 10-second session-ended message for `GET /bff/session`. */
  endSession(reply: FastifyReply, role: Role): void;
  /** The pending session-ended message, cleared as it is read so it is handed over once. */
  takeMessage(request: FastifyRequest, reply: FastifyReply, role: Role): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookies: SessionCookies;
  }
}

function createSessionCookies(config: BffConfig): SessionCookies {
  const secure = config.cookieSecure;
  // `__Host-` needs Secure; on plain-http local runs the bare name is used.
  const tokenName = (role: Role) => (secure ? `__Host-${TOKEN_COOKIE[role]}` : TOKEN_COOKIE[role]);
  const base: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure };

  // A response that sets a cookie is never stored by a cache.
  const write = (reply: FastifyReply, name: string, value: string, maxAge: number) => {
    reply.setCookie(name, value, { ...base, maxAge });
    reply.header('cache-control', 'no-store');
  };
  const clear = (reply: FastifyReply, name: string) => {
    reply.clearCookie(name, base);
    reply.header('cache-control', 'no-store');
  };

  return {
    token: (request, role) => request.cookies[tokenName(role)] || undefined,
    setToken(reply, role, token) {
      if (tokenName(role).length + token.length > MAX_COOKIE_BYTES) return false;
      write(reply, tokenName(role), token, TOKEN_MAX_AGE_S);
      return true;
    },
    clearToken: (reply, role) => clear(reply, tokenName(role)),
    endSession(reply, role) {
      clear(reply, tokenName(role));
      write(reply, MESSAGE_COOKIE[role], SESSION_ENDED_MESSAGE, MESSAGE_MAX_AGE_S);
    },
    takeMessage(request, reply, role) {
      const message = request.cookies[MESSAGE_COOKIE[role]];
      if (message === undefined) return undefined;
      clear(reply, MESSAGE_COOKIE[role]);
      return message || undefined;
    },
  };
}

export default fp(
  async function sessionCookiesPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    await app.register(fastifyCookie);
    app.decorate('sessionCookies', createSessionCookies(config));
  },
  { name: 'session-cookies', fastify: '5.x' },
);
