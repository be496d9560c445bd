import { endpoints, type BodyOf, type ResponseOf } from '@pcb/contract';
import { bff, type SessionState } from '@pcb/shared-ui';

export type Credentials = { email: string; password: string };
type SignedInUser = NonNullable<SessionState['user']>;

/** The BFF keeps the token in its cookie; the page learns only who is signed in and until when. */
export function login(credentials: Credentials): Promise<{ user?: SignedInUser } | null> {
  return bff.request('POST', '/bff/login', { body: credentials });
}

export function logout(): Promise<unknown> {
  return bff.request('POST', '/bff/logout');
}

/** Registration goes through the BFF's own route (it is rate-limited there) to the upstream's `register/buyer`. */
export function register(body: BodyOf<typeof endpoints.registerBuyer>): Promise<ResponseOf<typeof endpoints.registerBuyer>> {
  return bff.request('POST', '/bff/register', { body });
}

export function forgotPassword(email: string) {
  return bff.buyer(endpoints.forgotPassword, { body: { email } });
}

export function resetPassword(token: string, password: string) {
  return bff.buyer(endpoints.resetPassword, { params: { token }, body: { password } });
}
