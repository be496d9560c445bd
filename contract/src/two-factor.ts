import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, MessageBody } from './common';
import { endpoint } from './endpoint';

/** A session's stage short of a full admin session: a code is awaited, or two-factor sign-in must be set up first. */
export const SessionStage = Type.Union([Type.Literal('two-factor'), Type.Literal('enrol')]);
export type SessionStage = Static<typeof SessionStage>;

/** A six-digit code from the authenticator app, or one recovery code (`xxxxx-xxxxx`): every endpoint with it tries a secret (the BFF limits them). */
export const CodeBody = Type.Object({ code: Type.Optional(Type.String({ maxLength: 32 })) });

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** Production asks every admin to set it up before anything else. */
  required: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const TwoFactorSetup = Type.Object({
  /** Base32, for typing into an app that cannot scan. */
  secret: Type.String(),
  otpauthUri: Type.String(),
  /** The QR code of `otpauthUri` as an SVG document, drawn by the server (no third-party service). */
  qrSvg: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

const NewSession = { message: Type.String(), token: Type.String() };

export const twoFactorEndpoints = {
  verifyAdminTwoFactor: endpoint({
    method: 'POST',
    path: 'admin/login/two-factor',
    session: 'admin',
    surfaces: [],
    summary:
      "The sign-in's second step: a TOTP code or a recovery code (used once) turns the 'two-factor' session into a full one under a new session id (called by the BFF's /bff/admin/login/two-factor)",
    schema: { body: CodeBody, response: { 200: Type.Object(NewSession), 400: ErrorBody, 401: ErrorBody } },
  }),
  getAdminTwoFactor: endpoint({
    method: 'GET',
    path: 'admin/two-factor',
    session: 'admin',
    summary: "Whether the admin's two-factor sign-in is on, whether it is required, and how many recovery codes are left",
    schema: { response: { 200: TwoFactorStatus, 401: ErrorBody } },
  }),
  startAdminTwoFactor: endpoint({
    method: 'POST',
    path: 'admin/two-factor/setup',
    session: 'admin',
    summary: 'Offers a new TOTP secret with its QR code; it takes effect once confirmed with a code. 409 when two-factor sign-in is on already',
    schema: { response: { 200: TwoFactorSetup, 401: ErrorBody, 409: ErrorBody } },
  }),
  enableAdminTwoFactor: endpoint({
    method: 'POST',
    path: 'admin/two-factor/enable',
    session: 'admin',
    surfaces: [],
    summary:
      "Confirms the offered secret with a code: two-factor sign-in is on, ten recovery codes are shown once, and the session goes on under a new id (called by the BFF's /bff/admin/two-factor/enable)",
    schema: {
      body: CodeBody,
      response: { 200: Type.Object({ ...NewSession, recoveryCodes: Type.Array(Type.String()) }), 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
    },
  }),
  disableAdminTwoFactor: endpoint({
    method: 'POST',
    path: 'admin/two-factor/disable',
    session: 'admin',
    summary: 'Turns two-factor sign-in off with a current code or a recovery code, and drops the recovery codes; 409 where it is required (production)',
    schema: { body: CodeBody, response: { 200: MessageBody, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody } },
  }),
  renewAdminRecoveryCodes: endpoint({
    method: 'POST',
    path: 'admin/two-factor/recovery-codes',
    session: 'admin',
    summary: 'Ten new recovery codes, shown once, for a current code or a recovery code; the earlier ones stop working',
    schema: {
      body: CodeBody,
      response: { 200: Type.Object({ message: Type.String(), recoveryCodes: Type.Array(Type.String()) }), 400: ErrorBody, 401: ErrorBody },
    },
  }),
};

/** What the BFF answers the browser after a step that opened a new session (the token stays in the cookie). */
export const TwoFactorEnabled = Type.Object({ message: Type.String(), recoveryCodes: Type.Array(Type.String()) });
export type TwoFactorEnabled = Static<typeof TwoFactorEnabled>;
