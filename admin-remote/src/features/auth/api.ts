import { authEndpoints, sessionEndpoints, type SessionInfo } from '@pcb/contract';
import { bff, type SessionCalls } from '@pcb/shared-ui';

export const LOGIN_FAILED_TEXT = 'Login failed.';

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
