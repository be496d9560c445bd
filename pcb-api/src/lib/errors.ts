import { httpErrors } from '@fastify/sensible';
import type { ValidationIssue } from '@pcb/contract';

/**
 * A failure the error handler sends as it is, `{ message, ...extra }` with `status`: exposed even
 * as a 5xx, which would otherwise go out as the generic server-error message.
 */
export const failure = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  httpErrors.createError(status, message, { expose: true, extra });

/** Some of the original's refusals repeat the message as `error`; the frontends read either. */
export const refusal = (status: number, message: string) => failure(status, message, { error: message });

/** 400 with the express-validator-like list the frontends read (`errors[].msg`). */
export const validationFailed = (issues: ValidationIssue[]) => failure(400, issues[0]?.msg ?? 'Invalid request', { errors: issues });
