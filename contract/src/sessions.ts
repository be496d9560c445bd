import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, MessageBody, ObjectId, Timestamp } from './common';
import { endpoint, type Session } from './endpoint';

/** One signed-in session of the caller's account, as the "Sesi Login" page lists it. */
export const ActiveSession = Type.Object({
  _id: ObjectId,
  /** Browser and system read from the User-Agent, e.g. `Chrome 131 di Linux`. */
  device: Type.String(),
  /** The address the sign-in came from, as the BFF saw it. */
  ip: Type.String(),
  created_at: Timestamp,
  last_seen_at: Timestamp,
  /** The session making this call. */
  current: Type.Boolean(),
});
export type ActiveSession = Static<typeof ActiveSession>;

const SessionParams = Type.Object({ id: ObjectId });

/** The same three calls for each role, under the role's own prefix. */
function sessionEndpointsOf<S extends Exclude<Session, 'none'>>(session: S, prefix: string) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${prefix}account/sessions`,
      session,
      summary: "The account's open sessions, newest first, the caller's own marked `current`",
      schema: { response: { 200: Type.Array(ActiveSession), 401: ErrorBody } },
    }),
    endOthers: endpoint({
      method: 'POST',
      path: `${prefix}account/sessions/end-others`,
      session,
      summary: "Ends every session of the account but the caller's (Keluar dari perangkat lain)",
      schema: { response: { 200: MessageBody, 401: ErrorBody } },
    }),
    end: endpoint({
      method: 'DELETE',
      path: `${prefix}account/sessions/:id`,
      session,
      summary: "Ends one other session of the account; 404 when it is not the account's, 400 for the caller's own (Logout ends that)",
      schema: { params: SessionParams, response: { 200: MessageBody, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
    }),
  };
}

const buyer = sessionEndpointsOf('buyer', '');
const admin = sessionEndpointsOf('admin', 'admin/');

export const sessionEndpoints = {
  listBuyerSessions: buyer.list,
  endOtherBuyerSessions: buyer.endOthers,
  endBuyerSession: buyer.end,
  listAdminSessions: admin.list,
  endOtherAdminSessions: admin.endOthers,
  endAdminSession: admin.end,
};
