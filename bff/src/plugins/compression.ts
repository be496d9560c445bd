import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESSION_THRESHOLD_BYTES } from '@pcb/contract';

/**
 * JSON and text only: pictures and design files (zip, rar, octet-stream) are compressed already, and a
 * server-sent event stream must reach the browser event by event, not when a compressor flushes.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(;|$)/;

/**
 * `reply.compress(body)`: brotli or gzip, as the browser accepts, for the proxied answers
 * (forward.ts). Not a hook on every route: the BFF's own answers are all far below the threshold,
 * and the shell's files come precompressed from its build.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      global: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: (type: string) => COMPRESSIBLE.test(type),
    });
  },
  { name: 'compression', fastify: '5.x' },
);
