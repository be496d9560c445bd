import type { DesignInspection, RequestStatus } from '@pcb/contract';
import { inspectDesignZip } from '../../lib/design-zip';
import { EXTENSION_OF, extensionOf, sniff } from '../../lib/file-types';
import { ValidationFailed, badRequest, conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { asText, notEmpty } from '../../lib/rules';
import { STORED_NAME, type FileStore } from '../../plugins/files';
import type { SessionUser, UploadedFile } from '../../types';
import type { OptionRepository } from '../options/repository';
import { priceAssembly, pricePrototype, type Submitted } from './pricing';
import type { RequestKind, RequestRecord, RequestRepository } from './repository';

export const DESIGN_MAX_BYTES = 2_097_152;

const NAMES: Record<RequestKind, string> = { prototype: 'Costom Prototype', assembly: 'Costom Assembly' };
const PRICE: Record<RequestKind, typeof pricePrototype> = { prototype: pricePrototype, assembly: priceAssembly };

/** The request as the clients read it: header fields, then the form's fields at the top level. */
function wire(record: RequestRecord) {
  const { fields, username, total_cost, createdAt, updatedAt, ...header } = record;
  return {
    ...fields,
    ...header,
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

const designFailure = (msg: string) => new ValidationFailed([{ msg, path: 'design_file', location: 'body' }]);

/** The design upload: a .zip or .rar by name and by content, at most 2 097 152 bytes. */
function checkDesign(upload: UploadedFile | undefined): 'zip' | 'rar' {
  if (!upload || upload.data.length === 0) throw designFailure('Mohon sertakan file desain anda!');
  if (upload.truncated) throw designFailure('File size must be less than 2MB.');
  const extension = extensionOf(upload.filename);
  const kind = sniff(upload.data);
  if ((extension !== 'zip' && extension !== 'rar') || kind !== extension) throw designFailure('Only .zip or .rar files are allowed.');
  return kind;
}

/** A .zip is opened and measured before it is kept (see lib/design-zip); a .rar is kept unread. */
async function inspectDesign(kind: 'zip' | 'rar', data: Buffer): Promise<DesignInspection | undefined> {
  if (kind === 'rar') return undefined;
  const check = await inspectDesignZip(data);
  if (!check.ok) throw designFailure(check.message);
  return check.inspection;
}

export interface RequestDeps {
  kind: RequestKind;
  requests: RequestRepository;
  options: OptionRepository;
  files: FileStore;
  /** Told after an admin approves or rejects a request (the buyer is mailed); never throws. */
  onReviewed?: (record: RequestRecord) => Promise<void>;
}

export function requestService({ kind, requests, options, files, onReviewed }: RequestDeps) {
  const folder = kind === 'prototype' ? 'prototype-design' : 'assembly-design';

  /** Runs a guarded status change; a miss is 404 when not the caller's, 409 when in the wrong status. */
  async function move(id: string, userId: string | undefined, from: readonly RequestStatus[], change: Parameters<RequestRepository['transition']>[2], texts: { missing: string; wrongStatus: string }) {
    if (await requests.transition(id, from, change, userId)) return;
    const current = userId ? await requests.findOwn(id, userId) : await requests.find(id);
    throw current ? conflict(texts.wrongStatus) : notFound(texts.missing);
  }

  async function reload(id: string): Promise<RequestRecord> {
    const record = await requests.find(id);
    if (!record) throw notFound('Request not found');
    return record;
  }

  return {
    async create(user: SessionUser, body: Submitted) {
      const { fields, total } = PRICE[kind](body, await options.list());
      const id = newId();
      await requests.insert(id, user.id, NAMES[kind], fields, total);
      return { message: 'Product added successfully', data: forBuyer(await reload(id)) };
    },

    listOwn: async (user: SessionUser) => (await requests.listOwn(user.id)).map(forBuyer),

    async sendReview(user: SessionUser, id: string, upload: UploadedFile | undefined) {
      const current = await requests.findOwn(id, user.id);
      if (!current) throw notFound('Product not found');
      const wrongStatus = 'Request hanya dapat dikirim ke admin saat berstatus menunggu-pengajuan.';
      if (current.status !== 'menunggu-pengajuan') throw conflict(wrongStatus);
      const designKind = checkDesign(upload);
      const { data } = upload as UploadedFile;
      const inspection = await inspectDesign(designKind, data);
      const stored = await files.save(folder, EXTENSION_OF[designKind], data);
      try {
        const change = { status: 'admin-review' as const, design_file: stored, design_inspection: inspection };
        await move(id, user.id, ['menunggu-pengajuan'], change, { missing: 'Product not found', wrongStatus });
      } catch (error) {
        await files.remove(stored);
        throw error;
      }
      return { message: 'Product updated successfully', data: forBuyer(await reload(id)) };
    },

    async cancel(user: SessionUser, id: string) {
      await move(id, user.id, ['admin-review', 'disetujui'], { status: 'dibatalkan-pembeli' }, {
        missing: 'request not found',
        wrongStatus: 'Request hanya dapat dibatalkan saat berstatus admin-review atau disetujui.',
      });
      return { message: 'request Canceled ', data: forBuyer(await reload(id)) };
    },

    async remove(user: SessionUser, id: string) {
      if (await requests.removeDraft(id, user.id)) return { message: 'Request deleted successfully' };
      if (await requests.findOwn(id, user.id)) throw conflict('Request hanya dapat dihapus saat berstatus menunggu-pengajuan.');
      throw notFound('Request id not found!');
    },

    adminList: async (statuses: string[] | undefined) => (await requests.list(statuses ?? null)).map(forAdmin),

    async approve(id: string, body: { weight?: number | string }) {
      const text = asText(body.weight).trim();
      if (!/^\d{1,7}$/.test(text) || Number(text) <= 0) {
        throw new ValidationFailed([{ msg: 'Berat produk harus lebih besar dari 0!', path: 'weight', location: 'body' }]);
      }
      await move(id, undefined, ['admin-review'], { status: 'disetujui', weight: Number(text) }, REVIEW_TEXTS);
      const approved = await reload(id);
      await onReviewed?.(approved);
      return { message: 'Request berhasil disetujui', data: forAdmin(approved) };
    },

    async reject(id: string, body: { reason?: string }) {
      if (!notEmpty(body.reason)) throw new ValidationFailed([{ msg: 'Alasan tidak boleh kosong!', path: 'reason', location: 'body' }]);
      const reason = asText(body.reason).trim().slice(0, 1000);
      await move(id, undefined, ['admin-review'], { status: 'ditolak-admin', reject_reason: reason }, REVIEW_TEXTS);
      const rejected = await reload(id);
      await onReviewed?.(rejected);
      return { message: 'Request berhasil ditolak', data: forAdmin(rejected) };
    },

    /** A design file, for its owner or an admin; plain generated names only. */
    async designFile(user: SessionUser, file: string): Promise<{ data: Buffer; name: string; contentType: string }> {
      if (!STORED_NAME.test(file)) throw badRequest('Nama file tidak valid');
      const record = await requests.findByDesign(`${folder}/${file}`);
      const stored = record && (user.role === 'admin' || record.id_user === user.id) ? await files.read(folder, file) : null;
      if (!stored) throw notFound('File not found.');
      return { data: stored.data, name: file, contentType: stored.contentType };
    },
  };
}

const REVIEW_TEXTS = {
  missing: 'Request not found',
  wrongStatus: 'Request hanya dapat disetujui atau ditolak saat berstatus admin-review.',
};

export type RequestService = ReturnType<typeof requestService>;
