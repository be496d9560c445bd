/**
 * A failed call, as it arrived: `status` is null when no answer arrived (network failure or time-out; `body`
 * is then the cause). What a screen shows of it is decided where it is shown (`describeFailure`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? (status === null ? 'no answer' : `answer ${status}`));
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The answer's `message`, when it is a text that says something. */
export function messageOf(body: unknown): string | undefined {
  const message = field(body, 'message');
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The messages of a validation answer's `errors[].msg`, in order; empty when there are none. */
export function validationMessages(body: unknown): string[] {
  const errors = field(body, 'errors');
  if (!Array.isArray(errors)) return [];
  return errors.map((e) => field(e, 'msg')).filter((m): m is string => typeof m === 'string' && m !== '');
}
