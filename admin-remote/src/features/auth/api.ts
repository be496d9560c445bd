import { authEndpoints, sessionEndpoints, twoFactorEndpoints, type SessionInfo, type TwoFactorEnabled } from '@pcb/contract';
import { bff, type SessionCalls } from '@pcb/shared-ui';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** The BFF keeps the token in an httpOnly cookie and answers only who is now signed in. */
export function loginAdmin(credentials: AdminCredentials) {
  return bff.request<Pick<SessionInfo, 'admin'>>('POST', '/bff/admin/login', { body: credentials });
}

export const changeAdminPassword = (oldPassword: string, newPassword: string) =>
  bff.admin(authEndpoints.changeAdminPassword, { body: { oldPassword, newPassword } });

export const adminSessionCalls: SessionCalls = {
  list: (signal) => bff.admin(sessionEndpoints.listAdminSessions, { signal }),
  endOthers: () => bff.admin(sessionEndpoints.endOtherAdminSessions),
  end: (id) => bff.admin(sessionEndpoints.endAdminSession, { params: { id } }),
};

/** The sign-in's second step: the BFF keeps the new session's token in the cookie. */
export const verifyTwoFactor = (code: string) =>
  bff.request<Pick<SessionInfo, 'admin'> & { message: string }>('POST', '/bff/admin/login/two-factor', { body: { code } });

export const twoFactorStatus = (signal: AbortSignal) => bff.admin(twoFactorEndpoints.getAdminTwoFactor, { signal });

export const startTwoFactor = () => bff.admin(twoFactorEndpoints.startAdminTwoFactor);

/** Turns two-factor sign-in on: the session goes on under a new id, the recovery codes come once. */
export const enableTwoFactor = (code: string) =>
  bff.request<TwoFactorEnabled & Pick<SessionInfo, 'admin'>>('POST', '/bff/admin/two-factor/enable', { body: { code } });

export const disableTwoFactor = (code: string) => bff.admin(twoFactorEndpoints.disableAdminTwoFactor, { body: { code } });

export const renewRecoveryCodes = (code: string) => bff.admin(twoFactorEndpoints.renewAdminRecoveryCodes, { body: { code } });
