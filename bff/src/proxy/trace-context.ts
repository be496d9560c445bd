import type { IncomingHttpHeaders } from 'node:http';

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): a well-formed `traceparent`, and its `tracestate`,
 * reach the upstream unchanged, so a tracing backend can be added to the fleet without changing the BFF.
 * Version ff is forbidden, and an all-zero trace or parent id is invalid.
 */
const TRACEPARENT = /^(?!ff)[\da-f]{2}-(?!0{32})[\da-f]{32}-(?!0{16})[\da-f]{16}-[\da-f]{2}$/;

/** `key=value`: a key of lower-case letters, digits, `_-*` and slashes (with an optional `@system`), a value of printable ASCII but `,` and `=`. */
const TRACESTATE_MEMBER = /^[a-z\d][a-z\d_\-*/]{0,255}(?:@[a-z][a-z\d_\-*/]{0,13})?=[\x20-\x2b\x2d-\x3c\x3e-\x7e]{0,255}[\x21-\x2b\x2d-\x3c\x3e-\x7e]$/;
const TRACESTATE_MAX_MEMBERS = 32;
/** What the recommendation asks every hop to pass on at least; longer is dropped rather than cut. */
const TRACESTATE_MAX_LENGTH = 512;

function validTracestate(value: string): boolean {
  if (value.length > TRACESTATE_MAX_LENGTH) return false;
  const members = value
    .split(',')
    .map((member) => member.trim())
    .filter(Boolean);
  return members.length <= TRACESTATE_MAX_MEMBERS && members.every((member) => TRACESTATE_MEMBER.test(member));
}

/** The trace headers to send upstream: none when `traceparent` is absent or malformed (its `tracestate` then means nothing). */
export function traceContext(headers: IncomingHttpHeaders): Record<string, string> {
  const { traceparent, tracestate } = headers;
  if (typeof traceparent !== 'string' || !TRACEPARENT.test(traceparent)) return {};
  return typeof tracestate === 'string' && validTracestate(tracestate) ? { traceparent, tracestate } : { traceparent };
}
