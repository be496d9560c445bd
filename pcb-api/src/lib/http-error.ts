import type { ValidationIssue } from '@pcb/contract';

/** An answer the error handler sends as is: `{ message, ...extra }` with `status`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}

/** 400 with the express-validator-like list the frontends read (`errors[].msg`). */
export class ValidationFailed extends HttpError {
  constructor(readonly issues: ValidationIssue[]) {
    super(400, issues[0]?.msg ?? 'Invalid request', { errors: issues });
    this.name = 'ValidationFailed';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message: string, extra?: Record<string, unknown>) => new HttpError(401, message, extra);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
