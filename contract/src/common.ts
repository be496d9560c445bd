import { Type, type Static, type TOptional, type TSchema, type TString } from '@sinclair/typebox';

/**
 * Upper bounds of request texts. A schema refuses longer input (400) before any rule reads it, so no rule
 * ever runs on a megabyte. Each bound sits above the longest value its field's own rule accepts, so those
 * rules keep their messages for anything a person could type.
 */
export const MAX_LENGTH = {
  /** Ids in bodies (24 hexadecimal characters); malformed ones still get the service's own message. */
  id: 64,
  /** RFC 5321's limit for a forward path. */
  email: 254,
  password: 128,
  /** Above the 5–30 of the registration rule. */
  username: 100,
  personName: 100,
  phone: 30,
  /** Gender, dates, statuses, option labels and numbers sent as text. */
  short: 100,
  /** Product and category names, searches. */
  label: 200,
  /** Descriptions, notes, reasons (the custom forms' rule stops at 2000). */
  text: 5000,
  /** The profile's address JSON: nine fields of at most 300 characters. */
  addressJson: 4000,
} as const;

/** Ids are 24 hexadecimal characters, as the original (MongoDB) upstream's were. */
export const ObjectId = Type.String({ pattern: '^[0-9a-fA-F]{24}$' });

export const IdParams = Type.Object({ id: ObjectId });

/** A query of one optional word that narrows a list (`?period=month`, `?status=failed`). */
export const WordQuery = <K extends string>(name: K) =>
  Type.Object({ [name]: Type.Optional(Type.String({ maxLength: MAX_LENGTH.short })) } as Record<K, TOptional<TString>>);

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

/** One schema per field name, keeping the names in the type (so `Static` lists each field). */
export function fieldsOf<K extends string, S extends TSchema>(names: readonly K[], schema: () => S): Record<K, S> {
  return Object.fromEntries(names.map((n) => [n, schema()])) as Record<K, S>;
}

/**
 * An area id as either shipping provider writes it: RajaOngkir's numbers, or the area data's dotted codes
 * (`21`, `21.71`, `21.71.10`, `21.71.10.1001`). Nothing else reaches the provider's URL (`..` did, review L9).
 * Empty is let through, for the lookups' own "… id is required".
 */
export const AreaId = Type.String({ maxLength: 20, pattern: '^([0-9]{1,10}(\\.[0-9]{1,10}){0,3})?$' });
