import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config';

/** webpack's `[contenthash]` names: `main.3f9a1c2b.js`, `123.3f9a1c2b7d.css`. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_MESSAGE = 'Not Found';


/** The shell's production build; any other page path answers index.html so the shell's router decides. */
export default async function shellRoutes(app: FastifyInstance, { config }: { config: BffConfig }) {
  await app.register(fastifyStatic, {
    root: config.shellDir,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', CONTENT_HASHED.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  });

  // Everything under /bff that no route took is a JSON 404, never a file or the page.
  app.all('/bff/*', async (_request, reply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE }));

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
