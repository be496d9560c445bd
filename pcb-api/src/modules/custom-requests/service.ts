import {
  changedPrice,
  designWarnings,
  FINAL_COST_INVALID,
  MAX_PRICE_CHANGES,
  PRICE_CHANGE_TEXTS,
  rulesWithOrder,
  type DesignMeasures,
  type PriceChange,
  type RequestStatus,
} from '@pcb/contract';
import type { Database, Executor } from '../../db/database';
import type { DesignInspector } from '../../lib/design-inspector';
import { EXTENSION_OF, extensionOf, sniff } from '../../lib/file-types';
import { httpErrors } from '@fastify/sensible';
import { validationFailed } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { asText, notEmpty } from '../../lib/rules';
import { STORED_NAME, type FileStore } from '../../plugins/files';
import type { SessionUser, UploadedFile } from '../../types';
import type { OptionRepository } from '../options/repository';
import { priceAssembly, pricePrototype, type Submitted } from './pricing';
import { requestRepository, type RequestKind, type RequestRecord, type RequestRepository } from './repository';

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
  const { fields, username, total_cost, createdAt, updatedAt, design_inspection, ...header } = record;
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

export const forBuyer = (record: RequestRecord) => {
  const { username: _username, ...rest } = wire(record);
  return rest;
};
const forAdmin = (record: RequestRecord) => {
  const { username, ...rest } = wire(record);
  return { ...rest, id_user: { _id: record.id_user, username } };
};

export const draftLimitMessage = (limit: number) =>
  `Anda sudah memiliki ${limit} draft request custom. Kirim atau hapus salah satunya sebelum membuat request baru.`;

export const reviewLimitMessage = (limit: number) =>
  `Anda sudah memiliki ${limit} request custom yang sedang ditinjau admin. Tunggu hasil peninjauan sebelum mengirim request baru.`;

const designFailure = (msg: string) => validationFailed([{ msg, path: 'design_file', location: 'body' }]);

/** The design upload: a .zip or .rar by name and by content, at most 2 097 152 bytes. */
function checkDesign(upload: UploadedFile | undefined): 'zip' | 'rar' {
  if (!upload || upload.data.length === 0) throw designFailure('Mohon sertakan file desain anda!');
  if (upload.truncated) throw designFailure('File size must be less than 2MB.');
  const extension = extensionOf(upload.filename);
  const kind = sniff(upload.data);
  if ((extension !== 'zip' && extension !== 'rar') || kind !== extension) throw designFailure('Only .zip or .rar files are allowed.');
  return kind;
}

/** A .zip is opened and measured, in a worker, before it is kept (see lib/design-inspector); a .rar is kept unread. */
async function inspectDesign(inspector: DesignInspector, kind: 'zip' | 'rar', data: Buffer, owner: string): Promise<DesignMeasures | undefined> {
  if (kind === 'rar') return undefined;
  const check = await inspector.inspect(data, owner);
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
  /** Told in the transaction of an admin's approval or rejection (the buyer's mail is queued there). */
  onReviewed?: (tx: Executor, record: RequestRecord) => Promise<void>;
  /** `MAX_DRAFT_REQUESTS`: drafts (menunggu-pengajuan) a buyer may hold, both kinds together. */
  maxDrafts: number;
  /** `MAX_REVIEW_REQUESTS`: requests in admin-review a buyer may have waiting for the back-office, both kinds together. */
  maxInReview: number;
}

export function requestService({ kind, db, requests, options, files, inspector, onReviewed, maxDrafts, maxInReview }: RequestDeps) {
  const folder = kind === 'prototype' ? 'prototype-design' : 'assembly-design';

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

  /** Checks, measures and keeps a design upload; the caller removes `stored` when what it saves fails. */
  async function keepDesign(upload: UploadedFile | undefined, owner: string): Promise<{ design_file: string; design_inspection?: DesignMeasures }> {
    const designKind = checkDesign(upload);
    const { data } = upload as UploadedFile;
    const inspection = await inspectDesign(inspector, designKind, data, owner);
    return { design_file: await files.save(folder, EXTENSION_OF[designKind], data), design_inspection: inspection };
  }

  /** Runs `save` with a kept design, removing the file again when saving fails. */
  async function withDesign<T>(design: { design_file: string } | undefined, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (design) await files.remove(design.design_file);
      throw error;
    }
  }

  /** The request's kept design saved again under a new name, so the copy and the original each remove only their own. */
  async function copyDesign(record: RequestRecord): Promise<{ design_file: string; design_inspection?: DesignMeasures } | undefined> {
    const name = record.design_file?.slice(record.design_file.lastIndexOf('/') + 1);
    const stored = name ? await files.read(folder, name) : null;
    if (!name || !stored) return undefined;
    return { design_file: await files.save(folder, extensionOf(name), stored.data), design_inspection: record.design_inspection ?? undefined };
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

  /**
   * A buyer's cap checked and acted on as one step: under the buyer's lock, so that concurrent requests of
   * one buyer (on any instance) each count what the others did, instead of all counting before any acts.
   */
  const underCaps = <T>(userId: string, act: () => Promise<T>) => db.withLock(`buyer-caps:${userId}`, () => act());

  /** The final price: the price the buyer saw plus the named changes; a final_cost sent along must say the same. */
  async function finalCostOf(id: string, changes: readonly PriceChange[], given: number | string | null | undefined): Promise<number> {
    const finalCost = changedPrice(Number((await reload(id)).total_cost), changes);
    if (finalCost < 1) throw validationFailed([{ msg: FINAL_COST_INVALID, path: 'final_cost', location: 'body' }]);
    if (given === undefined || given === null || asText(given).trim() === '') return finalCost;
    const stated = wholeNumber(given, 9);
    if (!stated) throw validationFailed([{ msg: FINAL_COST_INVALID, path: 'final_cost', location: 'body' }]);
    if (stated !== finalCost) throw validationFailed([{ msg: PRICE_CHANGE_TEXTS.mismatch, path: 'final_cost', location: 'body' }]);
    return finalCost;
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
      await withDesign(design, () =>
        underCaps(user.id, async () => {
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
      const { fields, total } = PRICE[kind](rejected.fields, await options.list());
      if ((await requests.countOwn(user.id, 'menunggu-pengajuan')) >= maxDrafts) throw httpErrors.conflict(draftLimitMessage(maxDrafts));
      const design = await copyDesign(rejected);
      const copyId = newId();
      await withDesign(design, () =>
        underCaps(user.id, async () => {
          if (!(await requests.insert(copyId, user.id, NAMES[kind], fields, total, { design, maxDrafts })))
            throw httpErrors.conflict(draftLimitMessage(maxDrafts));
        }),
      );
      return { message: 'Product added successfully', data: forBuyer(await reload(copyId)) };
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
      // A draft saved with its design is sent as it is; a new file replaces the kept one.
      const design = upload || !current.design_file ? await keepDesign(upload, user.id) : undefined;
      await withDesign(design, () =>
        underCaps(user.id, async () => {
          await refuseAtCap();
          await move(id, user.id, ['menunggu-pengajuan'], { status: 'admin-review', ...design }, { missing: 'Product not found', wrongStatus });
        }),
      );
      if (design && current.design_file) await files.remove(current.design_file);
      return { message: 'Product updated successfully', data: forBuyer(await reload(id)) };
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
        await files.remove(removed.design_file);
        return { message: 'Request deleted successfully' };
      }
      if (await requests.findOwn(id, user.id)) throw httpErrors.conflict('Request hanya dapat dihapus saat berstatus menunggu-pengajuan.');
      throw httpErrors.notFound('Request id not found!');
    },

    adminList: async (statuses: string[] | undefined) => (await requests.list(statuses ?? null)).map(forAdmin),

    async approve(id: string, body: ApproveBody) {
      const weight = wholeNumber(body.weight);
      if (!weight) throw validationFailed([{ msg: 'Berat produk harus lebih besar dari 0!', path: 'weight', location: 'body' }]);
      const changes = priceChangesOf(body.price_changes);
      const finalCost = await finalCostOf(id, changes, body.final_cost);
      const approved = await review(id, { status: 'disetujui', weight, final_cost: finalCost }, changes);
      return { message: 'Request berhasil disetujui', data: forAdmin(approved) };
    },

    async acceptPrice(user: SessionUser, id: string) {
      if (!(await requests.acceptPrice(id, user.id))) await priceAnswerRefused(id, user.id);
      return { message: 'Perubahan harga disetujui', data: forBuyer(await reload(id)) };
    },

    async declinePrice(user: SessionUser, id: string, body: { reason?: string }) {
      const reason = asText(body.reason).trim();
      if (!reason) throw validationFailed([{ msg: PRICE_CHANGE_TEXTS.declineReasonMissing, path: 'reason', location: 'body' }]);
      if (!(await requests.declinePrice(id, user.id, reason.slice(0, 1000)))) await priceAnswerRefused(id, user.id);
      return { message: 'Perubahan harga ditolak, request kembali menjadi draf', data: forBuyer(await reload(id)) };
    },

    async reject(id: string, body: { reason?: string }) {
      if (!notEmpty(body.reason)) throw validationFailed([{ msg: 'Alasan tidak boleh kosong!', path: 'reason', location: 'body' }]);
      const reason = asText(body.reason).trim().slice(0, 1000);
      const rejected = await review(id, { status: 'ditolak-admin', reject_reason: reason });
      return { message: 'Request berhasil ditolak', data: forAdmin(rejected) };
    },

    /** A design file, for its owner or an admin; plain generated names only. */
    async designFile(user: SessionUser, file: string): Promise<{ data: Buffer; name: string; contentType: string }> {
      if (!STORED_NAME.test(file)) throw httpErrors.badRequest('Nama file tidak valid');
      const record = await requests.findByDesign(`${folder}/${file}`);
      const stored = record && (user.role === 'admin' || record.id_user === user.id) ? await files.read(folder, file) : null;
      if (!stored) throw httpErrors.notFound('File not found.');
      return { data: stored.data, name: file, contentType: stored.contentType };
    },
  };
}

interface ApproveBody {
  weight?: number | string;
  final_cost?: number | string | null;
  price_changes?: { reason?: string; amount?: number | string }[];
}

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
