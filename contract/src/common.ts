import { Type, type Static } from '@sinclair/typebox';

/** Ids are 24 hexadecimal characters, as the original (MongoDB) upstream's were. */
export const ObjectId = Type.String({ pattern: '^[0-9a-fA-F]{24}$' });

export const IdParams = Type.Object({ id: ObjectId });

export const ValidationIssue = Type.Object({
  msg: Type.String(),
  path: Type.Optional(Type.String()),
  location: Type.Optional(Type.String()),
});
export type ValidationIssue = Static<typeof ValidationIssue>;

/**
 * Every error body carries `message`; validation failures also list their `errors`. The
 * session-ended 401 also carries `redirect` and `role` (see `TokenExpiredBody`).
 */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(ValidationIssue)),
  error: Type.Optional(Type.String()),
  redirect: Type.Optional(Type.String()),
  role: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ message: Type.String() });

/** The body of the three 401 answers that end a session on the client. */
export const TokenExpiredBody = Type.Object({
  message: Type.Literal('Unauthorized: Token expired'),
  redirect: Type.Literal('/login'),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
});
export type TokenExpiredBody = Static<typeof TokenExpiredBody>;
export const TOKEN_EXPIRED_MESSAGE = 'Unauthorized: Token expired';

export const Timestamp = Type.String({ format: 'date-time' });
