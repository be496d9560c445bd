import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '@pcb/contract';
import { attachment } from '../../lib/attachment';
import { serve, sessionUser } from '../../lib/serve';
import type { PdfFile } from './service';

/** A file the browser saves or shows; a share's answer is nobody's to cache, and never sniffed. */
function sendFile(reply: FastifyReply, data: Buffer, type: string, disposition: string): string {
  reply.type(type).header('Content-Disposition', disposition).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store');
  // The body is bytes, not the contract's string; a returned reply counts as sent.
  return reply.send(data) as unknown as string;
}

const sendPdf = (reply: FastifyReply, pdf: PdfFile) => sendFile(reply, pdf.data, 'application/pdf', attachment(pdf.name));

export async function shareRoutes(app: FastifyInstance): Promise<void> {
  const { shares } = app;

  serve(app, endpoints.createShareLink, async (request) => shares.create(sessionUser(request).id, request.body));
  serve(app, endpoints.listShareLinks, async (request) => shares.listOwn(sessionUser(request).id));
  serve(app, endpoints.revokeShareLink, async (request) => shares.revoke(sessionUser(request).id, request.params.id));
  serve(app, endpoints.viewShared, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return shares.view(request.params.token);
  });
  serve(app, endpoints.sharedDesign, async (request, reply) => sendFile(reply, await shares.design(request.params.token), 'application/zip', 'inline'));
  serve(app, endpoints.sharedPhoto, async (request, reply) => {
    const photo = await shares.photo(request.params.token, request.params.id);
    return sendFile(reply, photo.data, photo.contentType, 'inline');
  });
  serve(app, endpoints.sharedDocument, async (request, reply) => sendPdf(reply, await shares.sharedDocument(request.params.token)));
  serve(app, endpoints.ownDocument, async (request, reply) =>
    sendPdf(reply, await shares.ownDocument(sessionUser(request).id, request.params.kind, request.params.id)),
  );
}
