import { authEndpoints, type BodyOf } from '@pcb/contract';
import { bff, type SessionState } from '@pcb/shared-ui';

export type Credentials = { email: string; password: string };
type SignedInUser = NonNullable<SessionState['user']>;

/** The BFF keeps the token in its cookie; the page learns only who is signed in and until when. */
export function login(credentials: Credentials): Promise<{ user?: SignedInUser } | null> {
  return bff.request('POST', '/bff/login', { body: credentials });
}

/**
 * Registration goes through the BFF's own route (limited like every route to the endpoint) to the upstream's
 * `register/buyer`; resolves with the status, because only 201 is a success.
 */
export async function register(body: BodyOf<typeof authEndpoints.registerBuyer>): Promise<number> {
  return (await bff.exchange('POST', '/bff/register', { body })).status;
}

export function forgotPassword(email: string) {
  return bff.buyer(authEndpoints.forgotPassword, { body: { email } });
}

export function resendVerification(email: string) {
  return bff.buyer(authEndpoints.resendVerification, { body: { email } });
}

export function resetPassword(token: string, password: string) {
  return bff.buyer(authEndpoints.resetPassword, { params: { token }, body: { password } });
}

export function verifyEmail(token: string) {
  return bff.buyer(authEndpoints.verifyBuyerEmail, { params: { token } });
}
