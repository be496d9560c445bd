import { Type } from '@sinclair/typebox';
import { ErrorBody, ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';

export const OutboxMail = Type.Object({
  _id: ObjectId,
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  created_at: Timestamp,
});

/** Served by pcb-api itself, never forwarded by the BFF (no surface). */
export const devEndpoints = {
  devOutbox: endpoint({
    method: 'GET',
    path: 'dev/outbox',
    session: 'none',
    surfaces: [],
    summary: 'Mail kept locally (no SMTP configured), newest first; absent when NODE_ENV=production; 403 to a client on another machine',
    schema: { response: { 200: Type.Array(OutboxMail), 403: ErrorBody } },
  }),
  docs: endpoint({
    method: 'GET',
    path: 'docs',
    session: 'none',
    surfaces: [],
    summary: 'This API as an OpenAPI 3.1 document, generated from the contract; absent when NODE_ENV=production',
    schema: { response: { 200: Type.Object({ openapi: Type.String() }, { additionalProperties: true }) } },
  }),
};
