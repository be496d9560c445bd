import type { FastifyInstance } from 'fastify';
import { endpoints } from '@pcb/contract';
import { attachment } from '../../lib/attachment';
import { serve, sessionUser } from '../../lib/serve';
import type { RequestKind } from './repository';
import { DESIGN_MAX_BYTES } from './service';

const ENDPOINTS = {
  prototype: {
    create: endpoints.createPrototypeRequest,
    update: endpoints.updatePrototypeRequest,
    copy: endpoints.copyPrototypeRequest,
    listOwn: endpoints.listOwnPrototypeRequests,
    sendReview: endpoints.sendPrototypeReview,
    cancel: endpoints.cancelPrototypeRequest,
    acceptPrice: endpoints.acceptPrototypePrice,
    declinePrice: endpoints.declinePrototypePrice,
    remove: endpoints.deletePrototypeRequest,
    adminList: endpoints.adminListPrototypeRequests,
    approve: endpoints.approvePrototypeRequest,
    reject: endpoints.rejectPrototypeRequest,
    download: endpoints.downloadPrototypeDesign,
    revise: endpoints.revisePrototypeDesign,
    revisions: endpoints.listPrototypeRevisions,
    adminRevisions: endpoints.adminListPrototypeRevisions,
  },
  assembly: {
    create: endpoints.createAssemblyRequest,
    update: endpoints.updateAssemblyRequest,
    copy: endpoints.copyAssemblyRequest,
    listOwn: endpoints.listOwnAssemblyRequests,
    sendReview: endpoints.sendAssemblyReview,
    cancel: endpoints.cancelAssemblyRequest,
    acceptPrice: endpoints.acceptAssemblyPrice,
    declinePrice: endpoints.declineAssemblyPrice,
    remove: endpoints.deleteAssemblyRequest,
    adminList: endpoints.adminListAssemblyRequests,
    approve: endpoints.approveAssemblyRequest,
    reject: endpoints.rejectAssemblyRequest,
    download: endpoints.downloadAssemblyDesign,
    revise: endpoints.reviseAssemblyDesign,
    revisions: endpoints.listAssemblyRevisions,
    adminRevisions: endpoints.adminListAssemblyRevisions,
  },
} as const;

export async function customRequestRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of ['prototype', 'assembly'] as const satisfies readonly RequestKind[]) {
    const e = ENDPOINTS[kind];
    const requests = app.customRequests[kind];
    // The forms send JSON, multipart or URL-encoded fields; all become the same body.
    const formFields = { multipart: { files: [], maxFileBytes: 1 } };
    const designUpload = { multipart: { files: ['design_file'], maxFileBytes: DESIGN_MAX_BYTES } };

    serve(app, e.create, async (request) => requests.create(sessionUser(request), request.body, request.uploads.design_file), designUpload);
    serve(app, e.update, async (request) => requests.update(sessionUser(request), request.params.id, request.body), formFields);
    serve(app, e.copy, async (request) => requests.copy(sessionUser(request), request.params.id));
    serve(app, e.listOwn, async (request) => requests.listOwn(sessionUser(request)));
    serve(app, e.sendReview, async (request) => requests.sendReview(sessionUser(request), request.params.id, request.uploads.design_file), designUpload);
    serve(app, e.revise, async (request) => requests.revise(sessionUser(request), request.params.id, request.uploads.design_file), designUpload);
    serve(app, e.revisions, async (request) => requests.revisions(request.params.id, sessionUser(request).id));
    serve(app, e.adminRevisions, async (request) => requests.revisions(request.params.id));
    serve(app, e.cancel, async (request) => requests.cancel(sessionUser(request), request.params.id));
    serve(app, e.acceptPrice, async (request) => requests.acceptPrice(sessionUser(request), request.params.id));
    serve(app, e.declinePrice, async (request) => requests.declinePrice(sessionUser(request), request.params.id, request.body));
    serve(app, e.remove, async (request) => requests.remove(sessionUser(request), request.params.id));
    serve(app, e.adminList, async (request) => requests.adminList(request.query.status));
    serve(app, e.approve, async (request) => requests.approve(request.params.id, request.body));
    serve(app, e.reject, async (request) => requests.reject(request.params.id, request.body));
    serve(
      app,
      e.download,
      async (request, reply) => {
        const file = await requests.designFile(sessionUser(request), request.params.file);
        reply
          .type(file.contentType)
          .header('Content-Disposition', attachment(file.name))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store');
        // The body is the file's bytes, not the contract's string; a returned reply counts as sent.
        return reply.send(file.data) as unknown as string;
      },
      { access: 'buyer-or-admin' },
    );
  }
}
