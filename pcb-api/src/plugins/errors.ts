import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpErrors } from '@fastify/sensible';
import type { ValidationIssue } from '@pcb/contract';
import { isDatabaseUnavailable } from '@pcb/contract/server/db';

export const SERVER_ERROR_MESSAGE = 'Terjadi kesalahan server!';
const UNAVAILABLE_MESSAGE = 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.';

type AjvIssue = NonNullable<FastifyError['validation']>[number];

function issuePath(issue: AjvIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path;
}

function issueMessage(issue: AjvIssue, path: string): string {
  if (typeof issue.params?.missingProperty === 'string') return `${path} is required`;
  return `${path || 'value'} ${issue.message ?? 'is invalid'}`;
}

const LOCATIONS: Record<string, string> = { body: 'body', params: 'params', querystring: 'query', headers: 'headers' };

/**
 * One place maps every failure to the contract's bodies: `{ message }` always, `errors` for
 * validation, and 5xx without any internal detail (it is logged instead).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof httpErrors.HttpError && error.expose) {
        return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
      }
      if (error.validation) {
        const context = error.validationContext ?? 'body';
        const location = LOCATIONS[context] ?? context;
        const errors: ValidationIssue[] = error.validation.map((issue) => {
          const path = issuePath(issue);
          return { msg: issueMessage(issue, path), path, location };
        });
        const message =
          context === 'params' ? (request.routeOptions.config.invalidParamsMessage ?? 'Invalid ID format') : (errors[0]?.msg ?? 'Invalid request');
        if (context === 'params') errors.forEach((e) => (e.msg = message));
        return reply.code(400).send({ message, errors });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.code(503).header('retry-after', '5').send({ message: UNAVAILABLE_MESSAGE });
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
      }
      request.log.info({ code: error.code, status }, error.message);
      return reply.code(status).send({ message: error.message });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    });
  },
  { name: 'errors', fastify: '5.x' },
);
