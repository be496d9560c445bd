/** A failed call: `status` is null when no answer arrived (network failure or time-out). */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The messages of a validation answer's `errors[].msg`, in order; empty when there are none. */
export function validationMessages(body: unknown): string[] {
  const errors = field(body, 'errors');
  if (!Array.isArray(errors)) return [];
  return errors.map((e) => field(e, 'msg')).filter((m): m is string => typeof m === 'string' && m !== '');
}

/** The shop's generic error pattern: `errors[].msg` joined with ` | `, else `message`, else the fallback. */
export function errorMessage(body: unknown, fallback: string): string {
  const messages = validationMessages(body);
  if (messages.length) return messages.join(' | ');
  const message = field(body, 'message');
  return typeof message === 'string' && message !== '' ? message : fallback;
}
