import { Type, type Static } from '@sinclair/typebox';
import { AssemblyRequest, PrototypeRequest } from './custom-requests';
import { DesignCheckChange } from './domain/design-changes';
import { DesignInspection } from './domain/design-report';
import { ErrorBody, IdParams, Timestamp } from './common';
import { endpoint } from './endpoint';

/**
 * Statuses in which the buyer may give a request a new revision of its design: a draft, and a request the
 * admin sent back (ditolak-admin, whose reason says what to change; the revision makes it a draft again).
 */
export const REVISABLE_STATUSES = ['menunggu-pengajuan', 'ditolak-admin'] as const;

export const REVISION_TEXTS = {
  added: 'Revisi desain berhasil diunggah',
  wrongStatus: 'Revisi desain hanya dapat diunggah saat request berstatus menunggu-pengajuan atau ditolak-admin.',
} as const;

/** One design a request had, oldest revision 1; its checks are worked out against the request's current fields. */
export const DesignRevision = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  /** `prototype-design/<file>`: download it at `download/<that path>`. */
  design_file: Type.String(),
  /** The name the buyer sent this design as, sanitised for display. */
  design_file_name: Type.String(),
  design_inspection: Type.Union([DesignInspection, Type.Null()]),
  /** When this design was attached. */
  attached_at: Timestamp,
  /**
   * What the checks measure differently from the revision before ([] when nothing changed); null for revision 1
   * and when either design was not read (a .rar).
   */
  changes: Type.Union([Type.Array(DesignCheckChange), Type.Null()]),
});
export type DesignRevision = Static<typeof DesignRevision>;

function revisionEndpoints(kind: 'prototype' | 'assembly', request: typeof PrototypeRequest | typeof AssemblyRequest) {
  const history = { 200: Type.Array(DesignRevision), 404: ErrorBody };
  return {
    revise: endpoint({
      method: 'PUT',
      path: `costom-${kind}/:id/revise`,
      session: 'buyer',
      bodyType: 'multipart',
      summary:
        'A new revision of the design (`design_file`, checked and measured as at send-review) for a request in menunggu-pengajuan or ditolak-admin; the earlier design stays in the history and a rejected request becomes a draft again',
      schema: {
        params: IdParams,
        response: { 200: Type.Object({ message: Type.String(), data: request }), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    }),
    revisions: endpoint({
      method: 'GET',
      path: `costom-${kind}/:id/revisions`,
      session: 'buyer',
      summary: "Every design of one of the buyer's requests, newest first, each with what its checks measure differently from the one before",
      schema: { params: IdParams, response: history },
    }),
    adminRevisions: endpoint({
      method: 'GET',
      path: `admin/request-custom-${kind}/:id/revisions`,
      session: 'admin',
      summary: 'Every design of a request, newest first, each with what its checks measure differently from the one before',
      schema: { params: IdParams, response: history },
    }),
  };
}

const prototype = revisionEndpoints('prototype', PrototypeRequest);
const assembly = revisionEndpoints('assembly', AssemblyRequest);

export const designRevisionEndpoints = {
  revisePrototypeDesign: prototype.revise,
  listPrototypeRevisions: prototype.revisions,
  adminListPrototypeRevisions: prototype.adminRevisions,
  reviseAssemblyDesign: assembly.revise,
  listAssemblyRevisions: assembly.revisions,
  adminListAssemblyRevisions: assembly.adminRevisions,
};
