import type { SessionInfo } from '@pcb/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLES, type Role, type SessionCookies } from '../plugins/session-cookies';
import { sessionOf, type SessionOf } from './tokens';

/**
 * What the UI may know about the sessions: who is signed in for each role, and each role's
 * session-ended message, handed over once (its cookie is cleared). Answered by `GET /bff/session`
 * and written into every page the BFF serves.
 */
export function sessionInfo(cookies: SessionCookies, request: FastifyRequest, reply: FastifyReply): SessionInfo {
  const message: SessionInfo['message'] = {};
  for (const role of ROLES) {
    const text = cookies.takeMessage(request, reply, role);
    if (text !== undefined) message[role] = text;
  }
  return { user: currentSession(cookies, 'user', request, reply), admin: currentSession(cookies, 'admin', request, reply), message };
}

/** The role's session, clearing a cookie whose token is expired or unreadable. */
function currentSession<R extends Role>(cookies: SessionCookies, role: R, request: FastifyRequest, reply: FastifyReply): SessionOf<R> | null {
  const token = cookies.token(request, role);
  if (token === undefined) return null;
  const session = sessionOf(role, token);
  if (session === null) cookies.clearToken(reply, role);
  return session;
}
