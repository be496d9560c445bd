import { randomBytes } from 'node:crypto';
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
const BROWSER_COOKIE = 'pcb_browser';
/** A browser session's id as this BFF writes it: 16 random bytes, base64url. */
const BROWSER_ID = /^[\w-]{22}$/;

export interface SessionCookies {
  token(request: FastifyRequest, role: Role): string | undefined;
  /** False when the token is too large for a cookie; nothing is set then. */
  setToken(reply: FastifyReply, role: Role, token: string): boolean;
  clearToken(reply: FastifyReply, role: Role): void;
  /** Clears the role's token and leaves the 10-second session-ended message for `GET /bff/session`. */
  endSession(reply: FastifyReply, role: Role): void;
  /** The pending session-ended message, cleared as it is read so it is handed over once. */
  takeMessage(request: FastifyRequest, reply: FastifyReply, role: Role): string | undefined;
  /** The browser session's random id (signed in or not), which draws it into a canary (releases/canary.ts); none before its first page. */
  browserSession(request: FastifyRequest): string | undefined;
  /** The same, given to the browser now when it has none: a cookie that ends when the browser closes. */
  ensureBrowserSession(request: FastifyRequest, reply: FastifyReply): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookies: SessionCookies;
  }
}

/** The request's cookies, parsed on first use: the many requests that need none (files, chunks, health) skip the work. */
function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  request.cookies ??= request.server.parseCookie(request.headers.cookie ?? '');
  return request.cookies;
}

function createSessionCookies(config: BffConfig): SessionCookies {
  const secure = config.cookieSecure;
  // `__Host-` needs Secure; on plain-http local runs the bare name is used.
  const hostOnly = (name: string) => (secure ? `__Host-${name}` : name);
  const tokenName = (role: Role) => hostOnly(TOKEN_COOKIE[role]);
  const browserSession = (request: FastifyRequest) => {
    const id = cookiesOf(request)[hostOnly(BROWSER_COOKIE)];
    return id && BROWSER_ID.test(id) ? id : undefined;
  };
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
    token: (request, role) => cookiesOf(request)[tokenName(role)] || undefined,
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
      const message = cookiesOf(request)[MESSAGE_COOKIE[role]];
      if (message === undefined) return undefined;
      clear(reply, MESSAGE_COOKIE[role]);
      return message || undefined;
    },
    browserSession,
    ensureBrowserSession(request, reply) {
      const known = browserSession(request);
      if (known) return known;
      const id = randomBytes(16).toString('base64url');
      reply.setCookie(hostOnly(BROWSER_COOKIE), id, base);
      return id;
    },
  };
}

export default fp(
  async function sessionCookiesPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
    await app.register(fastifyCookie, { hook: false });
    app.decorate('sessionCookies', createSessionCookies(config));
  },
  { name: 'session-cookies', fastify: '5.x' },
);
