import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AmbientDatabase } from '../db/ambient';
import type { Executor, Queryable } from '../db/database';
import { failure } from './errors';

export const IDEMPOTENCY_KEY = 'idempotency-key';
/** On an answer that was stored for an earlier request with the same key. */
export const REPLAYED = 'idempotent-replayed';
/** How long a key answers with its first answer; after that it is deleted and may be used anew. */
export const KEY_RETENTION_HOURS = 24;

/** A 409 for a key in flight says when to ask again: the first request's answer is stored by then, or it failed and ran nothing. */
const IN_FLIGHT_RETRY_AFTER_S = 1;

const KEY_FORMAT = /^[\w.:-]{8,255}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface StoredAnswer {
  fingerprint: string;
  status_code: number;
  content_type: string;
  body: string;
}

/**
 * What makes two requests "the same": the body, the path and query, and each uploaded file's name and
 * checksum (a multipart write is keyed like any other).
 */
function fingerprint(request: FastifyRequest): string {
  const uploads = Object.values(request.uploads).map(({ fieldname, filename, data }) => [fieldname, filename, createHash('sha256').update(data).digest('hex')]);
  return createHash('sha256')
    .update(JSON.stringify([request.url, request.body ?? null, uploads]))
    .digest('hex');
}

function keyOf(request: FastifyRequest): string | null {
  const key = request.headers[IDEMPOTENCY_KEY];
  if (key === undefined || SAFE_METHODS.has(request.method)) return null;
  if (typeof key !== 'string' || !KEY_FORMAT.test(key))
    throw failure(400, 'Idempotency-Key tidak valid: 8–255 huruf, angka, titik, titik dua, garis bawah atau tanda hubung');
  return key;
}

type Handle<R extends FastifyRequest> = (request: R, reply: FastifyReply) => Promise<unknown>;

/**
 * Makes a write retryable. With an `Idempotency-Key` from a signed-in caller, the handler runs in one
 * transaction with the storing of its answer: a retry with the same key and the same request gets that
 * answer (`Idempotent-Replayed: true`), with another request 422, and while the first is still running
 * 409. A failed request stores nothing, so its retry runs again. Without a key nothing changes.
 */
export function idempotent<R extends FastifyRequest>(db: AmbientDatabase, handle: Handle<R>): Handle<R> {
  return async (request, reply) => {
    const key = keyOf(request);
    if (!key || !request.user) return handle(request, reply);
    const scope = [request.user.id, `${request.method} ${request.routeOptions.url}`, key] as const;
    const print = fingerprint(request);
    const { answer, replayed } = await db.inTransaction(async (tx) => {
      const earlier = await claim(tx, scope);
      if (earlier === 'in flight') {
        reply.header('retry-after', String(IN_FLIGHT_RETRY_AFTER_S));
        throw failure(409, 'Permintaan yang sama sedang diproses. Tunggu sebentar lalu muat ulang halaman.');
      }
      if (earlier) {
        if (earlier.fingerprint !== print)
          throw failure(422, 'Kunci Idempotency-Key ini sudah dipakai untuk permintaan lain. Muat ulang halaman lalu coba lagi.');
        return { answer: earlier, replayed: true };
      }
      const body = await handle(request, reply);
      const stored: StoredAnswer = {
        fingerprint: print,
        status_code: reply.statusCode,
        content_type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        body: typeof body === 'string' ? body : String(reply.serialize(body)),
      };
      await tx.query(`INSERT INTO idempotency_keys (caller, endpoint, key, fingerprint, status_code, content_type, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        ...scope,
        stored.fingerprint,
        stored.status_code,
        stored.content_type,
        stored.body,
      ]);
      return { answer: stored, replayed: false };
    });
    // Answered only once committed: an acknowledged write is a stored one.
    if (replayed) reply.header(REPLAYED, 'true');
    return reply.code(answer.status_code).type(answer.content_type).send(answer.body);
  };
}

/**
 * Takes the key for this transaction and returns the answer stored for it, if any within the retention
 * period; 'in flight' while another transaction holds the key.
 */
async function claim(tx: Executor, scope: readonly [string, string, string]): Promise<StoredAnswer | 'in flight' | null> {
  const [taken] = await tx.query<{ taken: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext('idempotency:' || $1 || ':' || $2 || ':' || $3)) AS taken`, [
    ...scope,
  ]);
  if (!taken?.taken) return 'in flight';
  await tx.query(`DELETE FROM idempotency_keys WHERE caller = $1 AND endpoint = $2 AND key = $3 AND created_at < now() - make_interval(hours => $4)`, [
    ...scope,
    KEY_RETENTION_HOURS,
  ]);
  const [answer] = await tx.query<StoredAnswer>(
    `SELECT fingerprint, status_code, content_type, body FROM idempotency_keys WHERE caller = $1 AND endpoint = $2 AND key = $3`,
    [...scope],
  );
  return answer ?? null;
}

/** Deletes the keys older than the retention period (`plugins/jobs/idempotency-cleanup.ts` runs it hourly). */
export async function cleanExpiredKeys(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [KEY_RETENTION_HOURS]);
}
