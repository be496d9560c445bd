import type { FastifyInstance } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import { relay } from '../proxy/forward';

/** Only the public picture folders; design files go through the surfaces with their token. */
const PICTURE_FOLDERS = new Set(['product-picture', 'category-picture', 'profile-picture', 'order-photo']);
/** One plain file name: no separators, no control characters, not `.` or `..`. */
const PLAIN_FILE_NAME = /^(?!\.\.?$)[^/\\\u0000-\u001f\u007f]+$/;

interface FileParams {
  folder: string;
  file: string;
}

export default async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: FileParams }>('/bff/files/:folder/:file', async (request, reply) => {
    const { folder, file } = request.params;
    if (!PICTURE_FOLDERS.has(folder) || !PLAIN_FILE_NAME.test(file)) throw httpErrors.notFound('Not Found');
    const response = await app.upstream.forward(request, { method: 'GET', path: `${folder}/${encodeURIComponent(file)}` });
    return relay(reply, response);
  });
}
