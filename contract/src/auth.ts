import { Type } from '@sinclair/typebox';
import { ErrorBody, MAX_LENGTH, MessageBody, ObjectId } from './common';
import { endpoint } from './endpoint';

/**
 * Accounts and passwords. Bodies are typed loosely (every field an optional string) because
 * the server answers each missing or malformed field with the contract's own message
 * (`errors: [{ msg, path }]`), which a schema failure could not give.
 */
const Email = Type.Optional(Type.String({ maxLength: MAX_LENGTH.email }));
const Password = Type.Optional(Type.String({ maxLength: MAX_LENGTH.password }));
const Credentials = Type.Object({ email: Email, password: Password });
const PasswordChange = Type.Object({ oldPassword: Password, newPassword: Password });
const TokenParams = Type.Object({ token: Type.String({ maxLength: 2048 }) });

export const BuyerLoginAnswer = Type.Object({
  user: Type.Object({ id: ObjectId, username: Type.String(), token: Type.String() }),
  message: Type.String(),
});

export const authEndpoints = {
  loginBuyer: endpoint({
    method: 'POST',
    path: 'login/buyer',
    session: 'none',
    // Its answer carries the token: only the BFF's own /bff/login calls it, and moves the token into a cookie.
    surfaces: [],
    summary: 'Buyer sign-in; the e-mail must be verified. The token carries id, username, role "buyer", exp',
    schema: { body: Credentials, response: { 200: BuyerLoginAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } },
  }),
  registerBuyer: endpoint({
    method: 'POST',
    path: 'register/buyer',
    session: 'none',
    summary: 'Creates an unverified buyer and mails the verification link',
    schema: {
      body: Type.Object({ username: Type.Optional(Type.String({ maxLength: MAX_LENGTH.username })), email: Email, password: Password }),
      response: {
        201: Type.Object({ message: Type.String(), user: Type.Object({ _id: ObjectId, username: Type.String(), email: Type.String() }) }),
        400: ErrorBody,
        409: ErrorBody,
      },
    },
  }),
  verifyBuyerEmail: endpoint({
    method: 'POST',
    path: 'register/buyer/verify/:token',
    session: 'none',
    summary:
      "Marks the e-mail verified with the single-use token from the verification mail (the shop's /register/verify/{token} page calls it); 400 when the token is invalid, expired or used",
    schema: { params: TokenParams, response: { 200: MessageBody, 400: ErrorBody } },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: 'register/buyer/resend-verification',
    session: 'none',
    surfaces: ['buyer'],
    summary: 'Mails a new verification link to an unverified registration that has not expired; answers the same whether or not it exists',
    schema: { body: Type.Object({ email: Email }), response: { 200: MessageBody, 400: ErrorBody } },
  }),
  loginAdmin: endpoint({
    method: 'POST',
    path: 'admin/login/protected',
    session: 'none',
    // As loginBuyer: only the BFF's /bff/admin/login calls it.
    surfaces: [],
    summary: 'Admin sign-in; the token carries id, role "admin", exp',
    schema: {
      body: Credentials,
      response: { 200: Type.Object({ message: Type.String(), token: Type.String() }), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }),
  logoutBuyer: endpoint({
    method: 'POST',
    path: 'logout',
    session: 'buyer',
    surfaces: [],
    summary: "Ends this buyer session on the server (called by the BFF's /bff/logout); the account's other sessions stay",
    schema: { response: { 200: MessageBody, 401: ErrorBody } },
  }),
  logoutAdmin: endpoint({
    method: 'POST',
    path: 'admin/logout',
    session: 'admin',
    surfaces: [],
    summary: "Ends this admin session on the server (called by the BFF's /bff/admin/logout)",
    schema: { response: { 200: MessageBody, 401: ErrorBody } },
  }),
  changeBuyerPassword: endpoint({
    method: 'POST',
    path: 'password/change-password',
    session: 'buyer',
    summary: "Changes the buyer's password and ends every session of the account",
    schema: { body: PasswordChange, response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody } },
  }),
  changeAdminPassword: endpoint({
    method: 'POST',
    path: 'admin/password/change-password',
    session: 'admin',
    summary: "Changes the admin's password and ends every session of the account",
    schema: { body: PasswordChange, response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody } },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: 'password/forgot-password',
    session: 'none',
    summary: 'Mails a single-use reset link to a buyer; answers the same whether or not the address is known',
    schema: { body: Type.Object({ email: Email }), response: { 200: MessageBody, 400: ErrorBody } },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'password/reset-password/:token',
    session: 'none',
    summary: 'Sets a new password with the single-use token from the reset mail, ends every session of the account and marks the e-mail verified',
    schema: { params: TokenParams, body: Type.Object({ password: Password }), response: { 200: MessageBody, 400: ErrorBody } },
  }),
};
