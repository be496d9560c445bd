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
