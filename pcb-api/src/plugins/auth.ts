import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { TOKEN_EXPIRED_MESSAGE } from '@pcb/contract';
import { httpErrors } from '@fastify/sensible';
import { failure } from '../lib/errors';
import { isId, newId } from '../lib/ids';
import { signingKey } from '../lib/kept-keys';
import { sessionRepository, type SessionClient, type SessionRepository, type SessionStage } from '../modules/accounts/session-repository';
import type { SessionUser } from '../types';

/** Who may call a route: the contract's sessions, plus downloads open to the owner or an admin. */
export type Access = 'none' | 'buyer' | 'admin' | 'buyer-or-admin' | 'admin-two-factor' | 'admin-enrolment' | 'admin-any-stage';

/** An admin session's stages each access accepts: the back-office only a full session. */
const ADMIN_STAGES: Record<'admin' | 'admin-two-factor' | 'admin-enrolment' | 'admin-any-stage', readonly SessionStage[]> = {
  admin: ['full'],
  'admin-two-factor': ['two-factor'],
  'admin-enrolment': ['full', 'enrol'],
  /** Logout. */
  'admin-any-stage': ['full', 'two-factor', 'enrol'],
};
const ENROL_FIRST_MESSAGE = 'Aktifkan verifikasi dua langkah terlebih dahulu.';
/** The time to type the second step's code. */
const TWO_FACTOR_STEP_TTL_S = 300;

export type TokenPurpose = 'verify-email' | 'reset-password';

export interface Tokens {
  /** Opens a session (a `sessions` row, always a new id) and signs the token naming it; an admin's stage short of 'full' is in the token. */
  signSession(user: Omit<SessionUser, 'sessionId'>, client: SessionClient, stage?: SessionStage): Promise<{ token: string; exp: number }>;
  /** A single-use link token; `jti` is recorded by the caller. */
  signPurpose(userId: string, purpose: TokenPurpose, ttlSeconds: number): Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** The claims of a valid token of that purpose, or null. */
  verifyPurpose(token: string, purpose: TokenPurpose): Promise<{ id: string; jti: string } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    sessions: SessionRepository;
    authenticate(access: Access): onRequestHookHandler | undefined;
  }
}

const ISSUER = 'pcb-api';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * JWT HS256 with `jose`. Sessions carry `role` (buyer tokens also `username`) and `sid`, the
 * server-side session that must still be open; link tokens carry a `purpose` and are never
 * accepted as sessions. Bearer header only.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = new TextEncoder().encode(signingKey(app.config));
    const { buyerTokenTtl, adminTokenTtl, adminIdleTimeout } = app.config;
    const sessions = sessionRepository(app.db);

    const tokens: Tokens = {
      async signSession(user, client, stage = 'full') {
        const now = Math.floor(Date.now() / 1000);
        const exp = now + (stage === 'two-factor' ? TWO_FACTOR_STEP_TTL_S : user.role === 'admin' ? adminTokenTtl : buyerTokenTtl);
        const sid = newId();
        await sessions.open(sid, user.id, new Date(exp * 1000), client, stage);
        const claims: JWTPayload =
          user.role === 'admin'
            ? { id: user.id, sid, role: 'admin', ...(stage === 'full' ? {} : { stage }) }
            : { id: user.id, sid, username: user.username, role: 'buyer' };
        const token = await new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuer(ISSUER)
          .setIssuedAt(now)
          .setExpirationTime(exp)
          .sign(key);
        return { token, exp };
      },
      async signPurpose(userId, purpose, ttlSeconds) {
        const now = Math.floor(Date.now() / 1000);
        const jti = newId();
        const token = await new SignJWT({ id: userId, purpose })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuer(ISSUER)
          .setJti(jti)
          .setIssuedAt(now)
          .setExpirationTime(now + ttlSeconds)
          .sign(key);
        return { token, jti, expiresAt: new Date((now + ttlSeconds) * 1000) };
      },
      async verifyPurpose(token, purpose) {
        try {
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
          if (payload.purpose !== purpose || !isId(payload.id) || !isId(payload.jti)) return null;
          return { id: payload.id, jti: payload.jti };
        } catch {
          return null;
        }
      },
    };

    async function sessionOf(request: FastifyRequest, answering: 'buyer' | 'admin', adminStages: readonly SessionStage[] = ['full']): Promise<SessionUser> {
      // `role` names the middleware that answered (user or admin), as the clients expect.
      const ended = () => failure(401, TOKEN_EXPIRED_MESSAGE, { redirect: '/login', role: answering === 'admin' ? 'admin' : 'user' });
      const token = bearer(request);
      if (!token) throw httpErrors.unauthorized(answering === 'admin' ? 'Unauthorized: Token tidak ditemukan' : 'Token tidak ditemukan');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw ended();
        throw httpErrors.unauthorized('Unauthorized: Token tidak valid');
      }
      const { role, id, sid } = payload;
      if (payload.purpose !== undefined || !isId(id) || !isId(sid) || (role !== 'buyer' && role !== 'admin')) {
        throw httpErrors.unauthorized('Unauthorized: Token tidak valid');
      }
      // Logged out, password changed or reset, account gone or its role changed, an admin idle too long: the session is over.
      const live = await sessions.find(sid, id, adminIdleTimeout);
      if (!live || live.role !== role) throw ended();
      if (role === answering && !adminStages.includes(live.stage)) {
        // A session that must set up two-factor sign-in may do only that; any other stage is not this route's.
        if (live.stage === 'enrol') throw httpErrors.forbidden(ENROL_FIRST_MESSAGE);
        throw httpErrors.unauthorized('Unauthorized: Token tidak valid');
      }
      return role === 'buyer' ? { id, role, username: live.username, sessionId: sid } : { id, role, sessionId: sid };
    }

    const adminHook =
      (access: keyof typeof ADMIN_STAGES): onRequestHookHandler =>
      async (request) => {
        const user = await sessionOf(request, 'admin', ADMIN_STAGES[access]);
        if (user.role !== 'admin') throw httpErrors.forbidden('Forbidden: Anda bukan admin');
        request.user = user;
      };

    const hooks: Record<Exclude<Access, 'none'>, onRequestHookHandler> = {
      async buyer(request) {
        const user = await sessionOf(request, 'buyer');
        if (user.role !== 'buyer') throw httpErrors.forbidden('Forbidden: Anda bukan pembeli');
        request.user = user;
      },
      admin: adminHook('admin'),
      'admin-two-factor': adminHook('admin-two-factor'),
      'admin-enrolment': adminHook('admin-enrolment'),
      'admin-any-stage': adminHook('admin-any-stage'),
      async 'buyer-or-admin'(request) {
        request.user = await sessionOf(request, 'buyer');
      },
    };

    app.decorate('tokens', tokens);
    app.decorate('sessions', sessions);
    app.decorate('authenticate', (access: Access) => (access === 'none' ? undefined : hooks[access]));
    app.decorateRequest('user', null);
  },
  { name: 'auth', fastify: '5.x' },
);
