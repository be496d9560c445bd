import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ErrorBody, fieldsOf, IdParams, MAX_LENGTH, MessageBody, ObjectId, Timestamp } from './common';
import { ASSEMBLY_FIELDS, ASSEMBLY_NUMBER_FIELDS, ASSEMBLY_OPTION_FIELDS, ASSEMBLY_TEXT_FIELDS, PROTOTYPE_FIELDS } from './domain/custom-pricing';
import { DesignInspection } from './domain/design-report';
import { endpoint } from './endpoint';

export const REQUEST_STATUSES = ['menunggu-pengajuan', 'admin-review', 'disetujui', 'ditolak-admin', 'dibatalkan-pembeli', 'sudah-checkout'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What a form sends: every value may come as text (multipart, URL-encoded) or as a number (JSON). */
const Submitted = () => Type.Optional(Type.Union([Type.String({ maxLength: MAX_LENGTH.text }), Type.Number()]));
const PrototypeForm = Type.Object({ ...fieldsOf(PROTOTYPE_FIELDS, Submitted), total_cost: Submitted() });
const AssemblyForm = Type.Object({ ...fieldsOf(ASSEMBLY_FIELDS, Submitted), total_cost: Submitted() });

const UserRef = Type.Object({ _id: ObjectId, username: Type.String() });

/** One change the admin made at approval to the price the buyer saw, named: `panel fee` +50 000, `diskon kampus` −20 000. */
export const PriceChange = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 100 }),
  /** Whole rupiah, never 0; negative for a reduction. */
  amount: Type.Integer(),
});
export type PriceChange = Static<typeof PriceChange>;

/** Where the buyer stands on the admin's price changes; null when there is nothing to agree to. */
export const PRICE_AGREEMENTS = ['menunggu-pembeli', 'disetujui-pembeli', 'ditolak-pembeli'] as const;
export type PriceAgreement = (typeof PRICE_AGREEMENTS)[number];

/** At most this many named changes per approval. */
export const MAX_PRICE_CHANGES = 10;

const header = {
  _id: ObjectId,
  name: Type.String(),
  status: Type.Union(REQUEST_STATUSES.map((s) => Type.Literal(s))),
  /** Rupiah, computed by the server from the price lists: the price the buyer saw. */
  total_cost: Type.Number({ minimum: 0 }),
  /** Whole rupiah the admin set on approval (the buyer pays this); null before approval. */
  final_cost: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** Grams, set when the admin approves (0 before). */
  weight: Type.Integer({ minimum: 0 }),
  /** `prototype-design/<file>` or `assembly-design/<file>`; download it at `download/<that path>`. */
  design_file: Type.Union([Type.String(), Type.Null()]),
  /** The name the buyer sent the design as, sanitised for display, which its download is offered under; null without a design. */
  design_file_name: Type.Union([Type.String(), Type.Null()]),
  /** Null until a design is attached. */
  design_inspection: Type.Union([DesignInspection, Type.Null()]),
  /** Which revision the design is (1 for the first file, 0 without one); the earlier ones are at `…/:id/revisions`. */
  design_revision: Type.Integer({ minimum: 0 }),
  reject_reason: Type.Union([Type.String(), Type.Null()]),
  /** The admin's named changes at the last approval ([] before one, or when the price stood). */
  price_changes: Type.Array(PriceChange),
  /** `menunggu-pembeli` while the buyer has not answered the changes: checkout waits for `disetujui-pembeli`. */
  price_agreement: Type.Union([...PRICE_AGREEMENTS.map((a) => Type.Literal(a)), Type.Null()]),
  /** Why the buyer declined the changes (the request went back to draft); kept for the next review. */
  price_decline_reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};
const text = () => Type.Optional(Type.String());
const prototypeFields = fieldsOf(PROTOTYPE_FIELDS, text);
const assemblyFields = {
  ...fieldsOf([...ASSEMBLY_OPTION_FIELDS, ...ASSEMBLY_TEXT_FIELDS], text),
  ...fieldsOf(ASSEMBLY_NUMBER_FIELDS, () => Type.Optional(Type.Integer({ minimum: 0 }))),
};

export const PrototypeRequest = Type.Object({ ...header, id_user: ObjectId, ...prototypeFields });
export type PrototypeRequest = Static<typeof PrototypeRequest>;
export const AssemblyRequest = Type.Object({ ...header, id_user: ObjectId, ...assemblyFields });
export type AssemblyRequest = Static<typeof AssemblyRequest>;
/** When the shop's promised review time (review-time.ts) runs out for a request in admin-review; null in every other status. */
const reviewDue = { review_due_at: Type.Union([Timestamp, Type.Null()]) };
export const AdminPrototypeRequest = Type.Object({ ...header, ...reviewDue, id_user: UserRef, ...prototypeFields });
export const AdminAssemblyRequest = Type.Object({ ...header, ...reviewDue, id_user: UserRef, ...assemblyFields });

/** The admin's final price must be whole rupiah above 0 (a form rule and pcb-api's 400 alike). */
export const FINAL_COST_INVALID = 'Harga akhir harus berupa bilangan bulat rupiah lebih dari 0!';

export const PRICE_CHANGE_TEXTS = {
  reasonMissing: 'Setiap perubahan harga harus diberi alasan!',
  reasonTooLong: 'Alasan perubahan harga paling panjang 100 karakter.',
  amountInvalid: 'Perubahan harga harus berupa bilangan bulat rupiah selain 0!',
  tooMany: `Paling banyak ${MAX_PRICE_CHANGES} perubahan harga.`,
  mismatch: 'Harga akhir harus sama dengan harga saat diajukan ditambah perubahan harga!',
  declineReasonMissing: 'Alasan tidak boleh kosong!',
};

/** An approval of a design that a check found cannot be made needs the admin's word that it was settled with the buyer. */
export const FAULTS_UNRESOLVED = 'Pastikan masalah desain yang tidak dapat dibuat sudah diselesaikan dengan pembeli sebelum menyetujui.';

/** A decision's optional reason (a declined price, a rejection). */
const ReasonBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: MAX_LENGTH.text })) });

/** `status=a&status=b`, `status[]=a&status[]=b` and `status=a` all work; no status lists every request. */
export const StatusQuery = Type.Object({ status: Type.Optional(Type.Array(Type.String({ maxLength: MAX_LENGTH.short }))) });

function requestEndpoints<F extends TSchema, R extends TSchema, A extends TSchema>(kind: 'prototype' | 'assembly', form: F, request: R, adminRequest: A) {
  const base = `costom-${kind}`;
  const saved = Type.Object({ message: Type.String(), data: request });
  const reviewed = Type.Object({ message: Type.String(), data: adminRequest });
  /** A buyer's step on one request of theirs, no body: 404 when it is not theirs, 409 when its status forbids the step. */
  const buyerStep = <T extends TSchema>(method: 'PUT' | 'DELETE', step: string, summary: string, answer: T) =>
    endpoint({
      method,
      path: `${base}/:id/${step}`,
      session: 'buyer',
      summary,
      schema: { params: IdParams, response: { 200: answer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    });
  return {
    create: endpoint({
      method: 'POST',
      path: `${base}/request-costom`,
      session: 'buyer',
      bodyType: 'form',
      summary: `Saves a ${kind} request as a draft (JSON, multipart or URL-encoded); total_cost is recomputed by the server; 409 when the buyer already holds MAX_DRAFT_REQUESTS drafts. A multipart form may carry the design (\`design_file\`, checked and measured as at send-review), which stays with the draft`,
      schema: { body: form, response: { 201: saved, 400: ErrorBody, 409: ErrorBody } },
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/:id/request-costom`,
      session: 'buyer',
      summary: `Saves a ${kind} draft (menunggu-pengajuan) again with the whole form, priced as when created`,
      schema: { params: IdParams, body: form, response: { 200: saved, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    }),
    copy: endpoint({
      method: 'POST',
      path: `${base}/:id/copy`,
      session: 'buyer',
      summary: `Copies a ${kind} request the admin rejected (ditolak-admin) into a new draft, priced from today's lists; the design is attached again`,
      schema: { params: IdParams, response: { 201: saved, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    }),
    listOwn: endpoint({
      method: 'GET',
      path: `${base}/api/transaksi`,
      session: 'buyer',
      summary: `The buyer's own ${kind} requests, newest first`,
      schema: { response: { 200: Type.Array(request) } },
    }),
    sendReview: endpoint({
      method: 'PUT',
      path: `${base}/:id/send-review`,
      session: 'buyer',
      bodyType: 'multipart',
      summary:
        'Attaches the design (`design_file`: .zip or .rar, ≤ 2 097 152 bytes) and sends a draft to the admin; the archive must hold Gerber or drill files, no absolute or `..` paths and at most 50 MB unpacked (a .rar asking for a dictionary of at most 64 MB), and is measured (design_inspection) in a worker with a time and memory cap (400 when over it); 429 while too many designs are being inspected',
      schema: { params: IdParams, response: { 200: saved, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody } },
    }),
    cancel: buyerStep('PUT', 'cancel', 'Cancels a request in admin-review or disetujui', saved),
    acceptPrice: buyerStep(
      'PUT',
      'accept-price',
      "Accepts the admin's price changes of an approved request (price_agreement menunggu-pembeli); checkout needs it",
      saved,
    ),
    declinePrice: endpoint({
      method: 'PUT',
      path: `${base}/:id/decline-price`,
      session: 'buyer',
      summary: "Declines the admin's price changes with a reason: the request goes back to draft (menunggu-pengajuan), the reason kept",
      schema: {
        params: IdParams,
        body: ReasonBody,
        response: { 200: saved, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    }),
    remove: buyerStep('DELETE', 'delete', 'Deletes a draft', MessageBody),
    adminList: endpoint({
      method: 'GET',
      path: `admin/request-custom-${kind}`,
      session: 'admin',
      summary: `${kind} requests with the given statuses, newest first, with the buyer's username`,
      schema: { querystring: StatusQuery, response: { 200: Type.Array(adminRequest) } },
    }),
    approve: endpoint({
      method: 'PUT',
      path: `admin/request-custom-${kind}/:id/approve`,
      session: 'admin',
      summary:
        'Approves a request in admin-review with its shipping weight in grams and each change from the price the buyer saw as a named line; the final price is total_cost plus the lines (final_cost, when sent, must equal it). With lines the buyer must accept them before checkout. A design a check found cannot be made is approved only with resolved_with_buyer: true (400 otherwise)',
      schema: {
        params: IdParams,
        body: Type.Object({
          weight: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: MAX_LENGTH.short })])),
          final_cost: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: MAX_LENGTH.short }), Type.Null()])),
          resolved_with_buyer: Type.Optional(Type.Boolean({ description: 'Required true when a design check of the request found it cannot be made' })),
          price_changes: Type.Optional(
            Type.Array(
              Type.Object({
                reason: Type.Optional(Type.String({ maxLength: MAX_LENGTH.text })),
                amount: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: MAX_LENGTH.short })])),
              }),
              { maxItems: 50 },
            ),
          ),
        }),
        response: { 200: reviewed, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    }),
    reject: endpoint({
      method: 'PUT',
      path: `admin/request-custom-${kind}/:id/reject`,
      session: 'admin',
      summary: 'Rejects a request in admin-review with a reason',
      schema: {
        params: IdParams,
        body: ReasonBody,
        response: { 200: reviewed, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    }),
    download: endpoint({
      method: 'GET',
      path: `download/${kind}-design/:file`,
      session: 'buyer',
      // The owner downloads through the shop, an admin through the back-office.
      surfaces: ['buyer', 'admin'],
      summary: `A ${kind} design file, as an attachment, for its owner or an admin`,
      schema: {
        params: Type.Object({ file: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.String({ description: 'the file (application/zip or application/vnd.rar)' }), 400: ErrorBody, 404: ErrorBody },
      },
    }),
  };
}

const prototype = requestEndpoints('prototype', PrototypeForm, PrototypeRequest, AdminPrototypeRequest);
const assembly = requestEndpoints('assembly', AssemblyForm, AssemblyRequest, AdminAssemblyRequest);

export const customRequestEndpoints = {
  createPrototypeRequest: prototype.create,
  updatePrototypeRequest: prototype.update,
  copyPrototypeRequest: prototype.copy,
  listOwnPrototypeRequests: prototype.listOwn,
  sendPrototypeReview: prototype.sendReview,
  cancelPrototypeRequest: prototype.cancel,
  acceptPrototypePrice: prototype.acceptPrice,
  declinePrototypePrice: prototype.declinePrice,
  deletePrototypeRequest: prototype.remove,
  adminListPrototypeRequests: prototype.adminList,
  approvePrototypeRequest: prototype.approve,
  rejectPrototypeRequest: prototype.reject,
  downloadPrototypeDesign: prototype.download,
  createAssemblyRequest: assembly.create,
  updateAssemblyRequest: assembly.update,
  copyAssemblyRequest: assembly.copy,
  listOwnAssemblyRequests: assembly.listOwn,
  sendAssemblyReview: assembly.sendReview,
  cancelAssemblyRequest: assembly.cancel,
  acceptAssemblyPrice: assembly.acceptPrice,
  declineAssemblyPrice: assembly.declinePrice,
  deleteAssemblyRequest: assembly.remove,
  adminListAssemblyRequests: assembly.adminList,
  approveAssemblyRequest: assembly.approve,
  rejectAssemblyRequest: assembly.reject,
  downloadAssemblyDesign: assembly.download,
};
