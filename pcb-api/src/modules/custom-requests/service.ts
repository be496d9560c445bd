import {
  FAULTS_UNRESOLVED,
  FINAL_COST_INVALID,
  MAX_PRICE_CHANGES,
  PRICE_CHANGE_TEXTS,
  REVISABLE_STATUSES,
  REVISION_TEXTS,
  endpoints,
  type BodyOf,
  type DesignRevision,
  type PriceChange,
  type RequestStatus,
} from '@pcb/contract';
import {
  changedPrice,
  designCheckChanges,
  designWarnings,
  reviewDueAt,
  rulesWithOrder,
  type DesignCapabilities,
  type DesignMeasures,
  type WorkingCalendar,
} from '@pcb/contract/domain';
import type { Database, Executor } from '../../db/database';
import { displayFileName } from '../../lib/attachment';
import type { DesignInspector } from '../../lib/design-inspector';
import type { DesignArchiveKind } from '../../lib/design-zip';
import { EXTENSION_OF, extensionOf, sniff } from '../../lib/file-types';
import { httpErrors } from '@fastify/sensible';
import { validationFailed } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { asText, notEmpty } from '../../lib/rules';
import { STORED_NAME, type FileStore } from '../../plugins/files';
import type { SessionUser, UploadedFile } from '../../types';
import type { OptionRepository } from '../options/repository';
import { priceAssembly, pricePrototype, type Submitted } from './pricing';
import { requestRepository, type Change, type RequestKind, type RequestRecord, type RequestRepository, type RevisionRecord } from './repository';

export const DESIGN_MAX_BYTES = 2_097_152;

const NAMES: Record<RequestKind, string> = { prototype: 'Costom Prototype', assembly: 'Costom Assembly' };
const PRICE: Record<RequestKind, typeof pricePrototype> = { prototype: pricePrototype, assembly: priceAssembly };

/** The stored figures with the checks against the request's current fields, worked out now so never stale. */
function inspectionForOrder(inspection: DesignMeasures, fields: RequestRecord['fields']) {
  return {
    ...inspection,
    warnings: designWarnings(inspection, fields),
    ...(inspection.rules && { rules: rulesWithOrder(inspection.rules, inspection, fields) }),
  };
}

/** The request as the clients read it: header fields, then the form's fields at the top level. */
function wire(record: RequestRecord) {
  const { fields, username, total_cost, createdAt, updatedAt, design_inspection, review_sent_at: _sent, ...header } = record;
  return {
    ...fields,
    ...header,
    design_inspection: design_inspection && inspectionForOrder(design_inspection, fields),
    total_cost: Number(total_cost),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    username,
  };
}

/** Every design of a request, newest first, each with what its checks measure differently from the one before. */
function revisionHistory(revisions: readonly RevisionRecord[], fields: RequestRecord['fields']): DesignRevision[] {
  return revisions.map((revision, index) => {
    const previous = revisions[index + 1];
    return {
      number: revision.number,
      design_file: revision.design_file,
      design_file_name: revision.design_file_name,
      design_inspection: revision.design_inspection && inspectionForOrder(revision.design_inspection, fields),
      attached_at: new Date(revision.attached_at).toISOString(),
      changes: previous ? designCheckChanges(checked(previous.design_inspection, fields), checked(revision.design_inspection, fields)) : null,
    };
  });
}

/** A design's figures with its rules against the current order, so two revisions are compared on the same order. */
const checked = (inspection: DesignMeasures | null, fields: RequestRecord['fields']) => inspection && inspectionForOrder(inspection, fields);

/** The design's checks that the centre cannot make, against the request's order as it is now. */
const cannotBeMade = (record: RequestRecord) =>
  checked(record.design_inspection, record.fields)?.rules?.filter((check) => check.result === 'cannot-be-made') ?? [];

export const forBuyer = (record: RequestRecord) => {
  const { username: _username, ...rest } = wire(record);
  return rest;
};
/** For the back-office, with when the promised review time (`reviewDays` working days of `calendar`) runs out while in admin-review. */
const forAdmin = (record: RequestRecord, reviewDays?: number, calendar?: WorkingCalendar) => {
  const { username, ...rest } = wire(record);
  const waiting = record.status === 'admin-review' && record.review_sent_at && reviewDays;
  const review_due_at = waiting ? reviewDueAt(record.review_sent_at as Date, reviewDays, calendar).toISOString() : null;
  return { ...rest, review_due_at, id_user: { _id: record.id_user, username } };
};

export const draftLimitMessage = (limit: number) =>
  `Anda sudah memiliki ${limit} draft request custom. Kirim atau hapus salah satunya sebelum membuat request baru.`;

/** Declining the price changes brings the request back as a draft, so it must fit under the draft cap too. */
export const declineLimitMessage = (limit: number) =>
  `Anda sudah memiliki ${limit} draft request custom. Kirim atau hapus salah satunya sebelum menolak perubahan harga: request ini akan kembali menjadi draf.`;

export const reviewLimitMessage = (limit: number) =>
  `Anda sudah memiliki ${limit} request custom yang sedang ditinjau admin. Tunggu hasil peninjauan sebelum mengirim request baru.`;

const designFailure = (msg: string) => validationFailed([{ msg, path: 'design_file', location: 'body' }]);

/** The design upload: a .zip or .rar by name and by content, at most 2 097 152 bytes. */
function checkDesign(upload: UploadedFile | undefined): DesignArchiveKind {
  if (!upload || upload.data.length === 0) throw designFailure('Mohon sertakan file desain anda!');
  if (upload.truncated) throw designFailure('File size must be less than 2MB.');
  const extension = extensionOf(upload.filename);
  const kind = sniff(upload.data);
  if ((extension !== 'zip' && extension !== 'rar') || kind !== extension) throw designFailure('Only .zip or .rar files are allowed.');
  return kind;
}

/** A design is opened and measured, in a worker, before it is kept (see lib/design-inspector), against the centre's capabilities as they are now. */
async function inspectDesign(
  { inspector, capabilities }: Pick<RequestDeps, 'inspector' | 'capabilities'>,
  data: Buffer,
  kind: DesignArchiveKind,
  owner: string,
): Promise<DesignMeasures> {
  const check = await inspector.inspect(data, kind, owner, await capabilities());
  if (!check.ok) throw designFailure(check.message);
  return check.inspection;
}

export interface RequestDeps {
  kind: RequestKind;
  db: Database;
  requests: RequestRepository;
  options: OptionRepository;
  files: FileStore;
  /** Opens and measures design zips off the event loop, shared by both kinds so its bound holds for the server. */
  inspector: DesignInspector;
  /** What the centre can make now (modules/design-capabilities): read afresh for each upload, so an admin's change holds from the next one. */
  capabilities: () => Promise<DesignCapabilities>;
  /** Told in the transaction of an admin's approval or rejection (the buyer's mail is queued there). */
  onReviewed?: (tx: Executor, record: RequestRecord) => Promise<void>;
  /** `MAX_DRAFT_REQUESTS`: drafts (menunggu-pengajuan) a buyer may hold, both kinds together. */
  maxDrafts: number;
  /** `MAX_REVIEW_REQUESTS`: requests in admin-review a buyer may have waiting for the back-office, both kinds together. */
  maxInReview: number;
  /** The promised review time in working days (the admin's setting), read when the back-office lists requests. */
  reviewDays: () => Promise<number>;
  /** When the centre works (config `REVIEW_WORKING_*`, `REVIEW_HOLIDAYS`): the promise counts only those hours. */
  calendar: WorkingCalendar;
}

/** Runs `save` with a kept design, removing the file again when saving fails. */
async function withDesign<T>(files: FileStore, design: { design_file: string } | undefined, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (design) await files.remove(design.design_file);
    throw error;
  }
}

const folderOf = (kind: RequestKind) => (kind === 'prototype' ? 'prototype-design' : 'assembly-design');

/**
 * A buyer's cap checked and acted on as one step: under the buyer's lock, so that concurrent requests of
 * one buyer (on any instance) each count what the others did, instead of all counting before any acts.
 */
const underCaps = <T>(db: Database, userId: string, act: () => Promise<T>) => db.withLock(`buyer-caps:${userId}`, () => act());

/**
 * Copies a request into a new draft of its buyer: the form priced from today's lists, the design saved again under a
 * new name (so the copy and the original each remove only their own), the measures kept. 409 at `MAX_DRAFT_REQUESTS`.
 */
export function draftCopier({
  kind,
  db,
  requests,
  options,
  files,
  maxDrafts,
}: Pick<RequestDeps, 'kind' | 'db' | 'requests' | 'options' | 'files' | 'maxDrafts'>) {
  const folder = folderOf(kind);

  async function copyDesign(record: RequestRecord): Promise<{ design_file: string; design_inspection?: DesignMeasures } | undefined> {
    const name = record.design_file?.slice(record.design_file.lastIndexOf('/') + 1);
    const stored = name ? await files.read(folder, name) : null;
    if (!name || !stored) return undefined;
    const design_file = await files.save(folder, extensionOf(name), stored.data, stored.originalName);
    return { design_file, design_inspection: record.design_inspection ?? undefined };
  }

  return async function copyAsDraft(record: RequestRecord): Promise<string> {
    const { fields, total } = PRICE[kind](record.fields, await options.list());
    if ((await requests.countOwn(record.id_user, 'menunggu-pengajuan')) >= maxDrafts) throw httpErrors.conflict(draftLimitMessage(maxDrafts));
    const design = await copyDesign(record);
    const copyId = newId();
    await withDesign(files, design, () =>
      underCaps(db, record.id_user, async () => {
        if (!(await requests.insert(copyId, record.id_user, NAMES[kind], fields, total, { design, maxDrafts })))
          throw httpErrors.conflict(draftLimitMessage(maxDrafts));
      }),
    );
    return copyId;
  };
}

export function requestService(deps: RequestDeps) {
  const { kind, db, requests, options, files, inspector, capabilities, onReviewed, maxDrafts, maxInReview, reviewDays, calendar } = deps;
  const folder = folderOf(kind);
  const copyAsDraft = draftCopier(deps);

  /** Runs a guarded status change; a miss is 404 when not the caller's, 409 when in the wrong status. */
  async function move(
    id: string,
    userId: string | undefined,
    from: readonly RequestStatus[],
    change: Parameters<RequestRepository['transition']>[2],
    texts: { missing: string; wrongStatus: string },
    on: RequestRepository = requests,
  ) {
    if (await on.transition(id, from, change, userId)) return;
    const current = userId ? await on.findOwn(id, userId) : await on.find(id);
    throw current ? httpErrors.conflict(texts.wrongStatus) : httpErrors.notFound(texts.missing);
  }

  /**
   * `move`, with a new design in `change`: the design it replaces is kept as an earlier revision, in the same
   * transaction, so the history never loses a file nor names one twice.
   */
  function moveWithDesign(id: string, userId: string, from: readonly RequestStatus[], change: Change, texts: { missing: string; wrongStatus: string }) {
    if (!change.design_file) return move(id, userId, from, change, texts);
    return db.transaction(async (tx) => {
      const inTransaction = requestRepository(tx, kind);
      // Nothing to archive from means not the buyer's or in the wrong status: `move` says which.
      await inTransaction.archiveDesign(id, userId, from);
      await move(id, userId, from, change, texts, inTransaction);
    });
  }

  /** Checks, measures and keeps a design upload; the caller removes `stored` when what it saves fails. */
  async function keepDesign(upload: UploadedFile | undefined, owner: string): Promise<{ design_file: string; design_inspection?: DesignMeasures }> {
    const designKind = checkDesign(upload);
    const { data, filename } = upload as UploadedFile;
    const inspection = await inspectDesign({ inspector, capabilities }, data, designKind, owner);
    const design_file = await files.save(folder, EXTENSION_OF[designKind], data, displayFileName(filename));
    return { design_file, design_inspection: inspection };
  }

  async function reload(id: string, on: RequestRepository = requests): Promise<RequestRecord> {
    const record = await on.find(id);
    if (!record) throw httpErrors.notFound('Request not found');
    return record;
  }

  /** An admin's decision: the status change, the price changes and the buyer's mail commit together, or none does. */
  function review(id: string, change: Parameters<RequestRepository['transition']>[2], priceChanges?: readonly PriceChange[]): Promise<RequestRecord> {
    return db.transaction(async (tx) => {
      const inTransaction = requestRepository(tx, kind);
      await move(id, undefined, ['admin-review'], change, REVIEW_TEXTS, inTransaction);
      if (priceChanges) await inTransaction.setPriceChanges(id, priceChanges);
      const reviewed = await reload(id, inTransaction);
      await onReviewed?.(tx, reviewed);
      return reviewed;
    });
  }

  /** The final price: the price the buyer saw plus the named changes; a final_cost sent along must say the same. */
  function finalCostOf(record: RequestRecord, changes: readonly PriceChange[], given: number | string | null | undefined): number {
    const finalCost = changedPrice(Number(record.total_cost), changes);
    if (finalCost < 1) throw validationFailed([{ msg: FINAL_COST_INVALID, path: 'final_cost', location: 'body' }]);
    if (given === undefined || given === null || asText(given).trim() === '') return finalCost;
    const stated = wholeNumber(given, 9);
    if (!stated) throw validationFailed([{ msg: FINAL_COST_INVALID, path: 'final_cost', location: 'body' }]);
    if (stated !== finalCost) throw validationFailed([{ msg: PRICE_CHANGE_TEXTS.mismatch, path: 'final_cost', location: 'body' }]);
    return finalCost;
  }

  async function awaitsPriceAnswer(id: string, userId: string): Promise<boolean> {
    const request = await requests.findOwn(id, userId);
    return request?.status === 'disetujui' && request.price_agreement === 'menunggu-pembeli';
  }

  /** Why a buyer's answer to the price changes found nothing to answer: 404 when not theirs, else 409. */
  async function priceAnswerRefused(id: string, userId: string): Promise<never> {
    if (await requests.findOwn(id, userId)) throw httpErrors.conflict('Tidak ada perubahan harga yang menunggu persetujuan Anda.');
    throw httpErrors.notFound('Request not found');
  }

  return {
    /** A draft; a design sent with the form (the Gerber-first form) is checked, measured and kept with it. */
    async create(user: SessionUser, body: Submitted, upload?: UploadedFile) {
      const { fields, total } = PRICE[kind](body, await options.list());
      // The cap is checked before the design is inspected, so a buyer at the cap cannot make the server inspect for ever.
      if (upload && (await requests.countOwn(user.id, 'menunggu-pengajuan')) >= maxDrafts) throw httpErrors.conflict(draftLimitMessage(maxDrafts));
      const design = upload ? await keepDesign(upload, user.id) : undefined;
      const id = newId();
      await withDesign(files, design, () =>
        underCaps(db, user.id, async () => {
          if (!(await requests.insert(id, user.id, NAMES[kind], fields, total, { design, maxDrafts }))) throw httpErrors.conflict(draftLimitMessage(maxDrafts));
        }),
      );
      return { message: 'Product added successfully', data: forBuyer(await reload(id)) };
    },

    async update(user: SessionUser, id: string, body: Submitted) {
      const { fields, total } = PRICE[kind](body, await options.list());
      if (!(await requests.updateDraft(id, user.id, fields, total))) {
        if (await requests.findOwn(id, user.id)) throw httpErrors.conflict('Request hanya dapat diubah saat berstatus menunggu-pengajuan.');
        throw httpErrors.notFound('Product not found');
      }
      return { message: 'Product updated successfully', data: forBuyer(await reload(id)) };
    },

    /** A rejected request's form, priced from today's lists, and its design, as a new draft of the same buyer. */
    async copy(user: SessionUser, id: string) {
      const rejected = await requests.findOwn(id, user.id);
      if (!rejected) throw httpErrors.notFound('Product not found');
      if (rejected.status !== 'ditolak-admin') throw httpErrors.conflict('Hanya request yang ditolak admin yang dapat disalin.');
      return { message: 'Product added successfully', data: forBuyer(await reload(await copyAsDraft(rejected))) };
    },

    listOwn: async (user: SessionUser) => (await requests.listOwn(user.id)).map(forBuyer),

    async sendReview(user: SessionUser, id: string, upload: UploadedFile | undefined) {
      const current = await requests.findOwn(id, user.id);
      if (!current) throw httpErrors.notFound('Product not found');
      const wrongStatus = 'Request hanya dapat dikirim ke admin saat berstatus menunggu-pengajuan.';
      if (current.status !== 'menunggu-pengajuan') throw httpErrors.conflict(wrongStatus);
      const refuseAtCap = async () => {
        if ((await requests.countOwn(user.id, 'admin-review')) >= maxInReview) throw httpErrors.conflict(reviewLimitMessage(maxInReview));
      };
      // Checked before the design is inspected too, so a buyer at the cap cannot make the server inspect for ever.
      await refuseAtCap();
      // A draft saved with its design is sent as it is; a new file is its next revision.
      const design = upload || !current.design_file ? await keepDesign(upload, user.id) : undefined;
      await withDesign(files, design, () =>
        underCaps(db, user.id, async () => {
          await refuseAtCap();
          await moveWithDesign(id, user.id, ['menunggu-pengajuan'], { status: 'admin-review', ...design }, { missing: 'Product not found', wrongStatus });
        }),
      );
      return { message: 'Product updated successfully', data: forBuyer(await reload(id)) };
    },

    /** A new design for a draft or a rejected request (which becomes a draft again, within the buyer's draft cap). */
    async revise(user: SessionUser, id: string, upload: UploadedFile | undefined) {
      const current = await requests.findOwn(id, user.id);
      if (!current) throw httpErrors.notFound('Product not found');
      if (!(REVISABLE_STATUSES as readonly RequestStatus[]).includes(current.status)) throw httpErrors.conflict(REVISION_TEXTS.wrongStatus);
      const reopens = current.status !== 'menunggu-pengajuan';
      const refuseAtCap = async () => {
        if (reopens && (await requests.countOwn(user.id, 'menunggu-pengajuan')) >= maxDrafts) throw httpErrors.conflict(draftLimitMessage(maxDrafts));
      };
      await refuseAtCap();
      const design = await keepDesign(upload, user.id);
      await withDesign(files, design, () =>
        underCaps(db, user.id, async () => {
          await refuseAtCap();
          await moveWithDesign(
            id,
            user.id,
            REVISABLE_STATUSES,
            { status: 'menunggu-pengajuan', ...design },
            { missing: 'Product not found', wrongStatus: REVISION_TEXTS.wrongStatus },
          );
        }),
      );
      return { message: REVISION_TEXTS.added, data: forBuyer(await reload(id)) };
    },

    /** Every design of a request, for its owner (`userId`) or an admin. */
    async revisions(id: string, userId?: string): Promise<DesignRevision[]> {
      const record = userId ? await requests.findOwn(id, userId) : await requests.find(id);
      if (!record) throw httpErrors.notFound('Request not found');
      return revisionHistory(await requests.revisions(id), record.fields);
    },

    async cancel(user: SessionUser, id: string) {
      await move(
        id,
        user.id,
        ['admin-review', 'disetujui'],
        { status: 'dibatalkan-pembeli' },
        {
          missing: 'request not found',
          wrongStatus: 'Request hanya dapat dibatalkan saat berstatus admin-review atau disetujui.',
        },
      );
      return { message: 'request Canceled ', data: forBuyer(await reload(id)) };
    },

    async remove(user: SessionUser, id: string) {
      const removed = await requests.removeDraft(id, user.id);
      if (removed) {
        for (const file of removed.design_files) await files.remove(file);
        return { message: 'Request deleted successfully' };
      }
      if (await requests.findOwn(id, user.id)) throw httpErrors.conflict('Request hanya dapat dihapus saat berstatus menunggu-pengajuan.');
      throw httpErrors.notFound('Request id not found!');
    },

    async adminList(statuses: string[] | undefined) {
      const [records, days] = await Promise.all([requests.list(statuses ?? null), reviewDays()]);
      return records.map((record) => forAdmin(record, days, calendar));
    },

    async approve(id: string, body: ApproveBody) {
      const weight = wholeNumber(body.weight);
      if (!weight) throw validationFailed([{ msg: 'Berat produk harus lebih besar dari 0!', path: 'weight', location: 'body' }]);
      const record = await reload(id);
      if (record.status === 'admin-review' && cannotBeMade(record).length > 0 && body.resolved_with_buyer !== true)
        throw validationFailed([{ msg: FAULTS_UNRESOLVED, path: 'resolved_with_buyer', location: 'body' }]);
      const changes = priceChangesOf(body.price_changes);
      const finalCost = finalCostOf(record, changes, body.final_cost);
      const approved = await review(id, { status: 'disetujui', weight, final_cost: finalCost }, changes);
      return { message: 'Request berhasil disetujui', data: forAdmin(approved) };
    },

    async acceptPrice(user: SessionUser, id: string) {
      if (!(await requests.acceptPrice(id, user.id))) await priceAnswerRefused(id, user.id);
      return { message: 'Perubahan harga disetujui', data: forBuyer(await reload(id)) };
    },

    /** Back to draft, so only under `MAX_DRAFT_REQUESTS`: at the cap the buyer is told to send or delete a draft first, and nothing changes. */
    async declinePrice(user: SessionUser, id: string, body: { reason?: string }) {
      const reason = asText(body.reason).trim();
      if (!reason) throw validationFailed([{ msg: PRICE_CHANGE_TEXTS.declineReasonMissing, path: 'reason', location: 'body' }]);
      const declined = await underCaps(db, user.id, async () => {
        if ((await requests.countOwn(user.id, 'menunggu-pengajuan')) >= maxDrafts && (await awaitsPriceAnswer(id, user.id)))
          throw httpErrors.conflict(declineLimitMessage(maxDrafts));
        return requests.declinePrice(id, user.id, reason.slice(0, 1000));
      });
      if (!declined) await priceAnswerRefused(id, user.id);
      return { message: 'Perubahan harga ditolak, request kembali menjadi draf', data: forBuyer(await reload(id)) };
    },

    async reject(id: string, body: { reason?: string }) {
      if (!notEmpty(body.reason)) throw validationFailed([{ msg: 'Alasan tidak boleh kosong!', path: 'reason', location: 'body' }]);
      const reason = asText(body.reason).trim().slice(0, 1000);
      const rejected = await review(id, { status: 'ditolak-admin', reject_reason: reason });
      return { message: 'Request berhasil ditolak', data: forAdmin(rejected) };
    },

    /** A design file, for its owner or an admin, named as the buyer sent it; plain generated names only. */
    async designFile(user: SessionUser, file: string): Promise<{ data: Buffer; name: string; contentType: string }> {
      if (!STORED_NAME.test(file)) throw httpErrors.badRequest('Nama file tidak valid');
      const record = await requests.findByDesign(`${folder}/${file}`);
      const stored = record && (user.role === 'admin' || record.id_user === user.id) ? await files.read(folder, file) : null;
      if (!stored) throw httpErrors.notFound('File not found.');
      return { data: stored.data, name: stored.originalName ?? file, contentType: stored.contentType };
    },
  };
}

type ApproveBody = BodyOf<typeof endpoints.approvePrototypeRequest>;

const priceChangeFailure = (msg: string) => validationFailed([{ msg, path: 'price_changes', location: 'body' }]);

/** The admin's named changes: each a reason of at most 100 characters and a whole, non-zero amount of rupiah. */
function priceChangesOf(given: ApproveBody['price_changes']): PriceChange[] {
  const lines = given ?? [];
  if (lines.length > MAX_PRICE_CHANGES) throw priceChangeFailure(PRICE_CHANGE_TEXTS.tooMany);
  return lines.map((line) => {
    const reason = asText(line.reason).trim();
    if (!reason) throw priceChangeFailure(PRICE_CHANGE_TEXTS.reasonMissing);
    if (reason.length > 100) throw priceChangeFailure(PRICE_CHANGE_TEXTS.reasonTooLong);
    const amount = asText(line.amount).trim();
    if (!/^-?\d{1,9}$/.test(amount) || Number(amount) === 0) throw priceChangeFailure(PRICE_CHANGE_TEXTS.amountInvalid);
    return { reason, amount: Number(amount) };
  });
}

/** A positive whole number written with at most `digits` digits (as text or a number), else null. */
function wholeNumber(value: unknown, digits = 7): number | null {
  const text = asText(value).trim();
  return text.length <= digits && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

const REVIEW_TEXTS = {
  missing: 'Request not found',
  wrongStatus: 'Request hanya dapat disetujui atau ditolak saat berstatus admin-review.',
};
