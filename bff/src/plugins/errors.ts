import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpErrors } from '@fastify/sensible';

const SERVER_ERROR_MESSAGE = 'Terjadi kesalahan pada server.';

/** One place that turns errors into `{ message }`; a 5xx never carries internal detail. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
      const ours = error instanceof httpErrors.HttpError && error.expose;
      if (status >= 500) request.log.error({ err: ours ? error.cause : error }, error.message);
      const message = status >= 500 && !ours ? SERVER_ERROR_MESSAGE : error.message;
      return reply.code(status).type('application/json; charset=utf-8').send({ message });
    });
  },
  { name: 'errors', fastify: '5.x' },
);
