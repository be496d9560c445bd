import type { SessionInfo } from '@pcb/contract';
import { decodeJwt } from 'jose';
import type { Role } from '../plugins/session-cookies';

export type SessionOf<R extends Role> = NonNullable<SessionInfo[R]>;

/**
 * What the UI may know about a token: the buyer's username, the expiry and an admin session's stage. The signature is the
 * upstream's business (the BFF has no key); an undecodable or expired token is no session.
 */
export function sessionOf<R extends Role>(role: R, token: string, nowMs = Date.now()): SessionOf<R> | null {
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const { exp, username, stage } = claims;
  if (typeof exp !== 'number' || exp * 1000 <= nowMs) return null;
  // An admin sign-in short of a full session: the UI asks for the code, or for setting two-factor sign-in up.
  if (role === 'admin') return (stage === 'two-factor' || stage === 'enrol' ? { exp, stage } : { exp }) as SessionOf<R>;
  return typeof username === 'string' ? ({ username, exp } as SessionOf<R>) : null;
}

/** The token in a successful login answer: `{ user: { token } }` for buyers, `{ token }` for admins. */
export function tokenInLoginAnswer(role: Role, body: unknown): string | undefined {
  const holder = role === 'user' ? (body as { user?: unknown } | null)?.user : body;
  const token = (holder as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** The account a token names (its `id`), unverified: enough to count tries per account. */
export function accountOfToken(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const { id } = decodeJwt(token);
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The e-mail a sign-in names, as the upstream compares it (trimmed, any case). */
export function emailInBody(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}
