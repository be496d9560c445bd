/** A URL with its link tokens (`…/verify/<token>`, `…/reset-password/<token>`, share links' `…/shared/<token>` and `/bagikan/<token>`) hidden: for logs. */
function withoutLinkTokens(url: string): string {
  return url.replace(/((?:verify|reset-password|shared|bagikan)\/)[^/?#\s]+/g, '$1[redacted]');
}

/** The part of a Fastify request the log describes (typed here so that contract/ needs no server package). */
interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The pino options of both servers (the BFF and pcb-api): JSON at `level` to `stream` (standard output
 * when absent), without credentials, passwords or link tokens.
 */
export function serverLogOptions<Stream>(level: string, stream?: Stream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.oldPassword', '*.newPassword', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        // Link tokens travel in a few URLs (e-mail verification, password reset), and every call
        // from the reset page names it in its Referer: neither reaches the logs.
        url: withoutLinkTokens(request.url),
        remoteAddress: request.ip,
        headers: typeof request.headers.referer === 'string' ? { ...request.headers, referer: withoutLinkTokens(request.headers.referer) } : request.headers,
      }),
    },
  };
}

/** The header that carries one request's id through the balancers, the BFF and pcb-api, and back to the browser. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Short, and of characters that cannot forge a log line or a header: a UUID (HAProxy's, the BFF's) fits. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Both servers' `genReqId`: the id the hop before gave (the edge always sets its own, so a browser's never
 * reaches the fleet), kept when it is well formed; otherwise a new one.
 */
export function adoptRequestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
