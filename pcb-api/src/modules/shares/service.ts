import { createHash, randomBytes } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { SHARE_MAX_DAYS, SHARE_MESSAGES, type CreateShareBody, type DocumentKind, type ShareLink, type SharedView, type ShareTarget } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import type { Queryable } from '../../db/database';
import { failure } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { FileStore, Folder, StoredFile } from '../../plugins/files';
import { documentFileName, renderDocument } from './documents';
import { shareRepository, type ShareRow } from './repository';
import type { Subject, SubjectReader } from './subject';

const DAY_MS = 86_400_000;
const jakartaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 256 random bits, URL-safe: 43 characters. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The end (Asia/Jakarta) of `day`, when it is tomorrow … SHARE_MAX_DAYS days from `now`; else a 400. */
export function expiryOf(day: string, now: Date): Date {
  const end = new Date(`${day}T23:59:59.999+07:00`);
  const today = Date.parse(`${jakartaDay.format(now)}T00:00:00Z`);
  const chosen = Date.parse(`${day}T00:00:00Z`);
  const days = (chosen - today) / DAY_MS;
  // `2026-02-31` parses as 3 March: a day that does not read back the same is no day.
  const real = !Number.isNaN(chosen) && new Date(chosen).toISOString().slice(0, 10) === day;
  if (!real || days < 1 || days > SHARE_MAX_DAYS) throw httpErrors.badRequest(SHARE_MESSAGES.badExpiry);
  return end;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function wire(row: ShareRow): ShareLink {
  return {
    _id: row._id,
    kind: row.kind,
    target_id: row.target_id,
    title: row.kind === 'order' ? orderNumber(row.target_id) : (row.request_name ?? '-'),
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
  };
}

export interface PdfFile {
  data: Buffer;
  name: string;
}

export function shareService({ db, files, subjects, now = () => new Date() }: { db: Queryable; files: FileStore; subjects: SubjectReader; now?: () => Date }) {
  const links = shareRepository(db);

  /** The live link of `token` and what it shows; 404 for an unknown token, 410 once revoked or expired. */
  async function open(token: string): Promise<{ link: ShareRow; subject: Subject }> {
    const link = await links.byTokenHash(hashOf(token));
    if (!link) throw httpErrors.notFound(SHARE_MESSAGES.notFound);
    if (link.revoked_at !== null) throw failure(410, SHARE_MESSAGES.revoked);
    if (new Date(link.expires_at) <= now()) throw failure(410, SHARE_MESSAGES.expired);
    const subject = await subjects(link.kind, link.target_id);
    if (!subject) throw httpErrors.notFound(SHARE_MESSAGES.targetMissing);
    return { link, subject };
  }

  async function stored(storedPath: string | null | undefined): Promise<StoredFile> {
    const [folder, name] = storedPath?.split('/') ?? [];
    const file = folder && name ? await files.read(folder as Folder, name) : null;
    if (!file) throw httpErrors.notFound('File not found.');
    return file;
  }

  async function pdfOf(subject: Subject): Promise<PdfFile> {
    const kind: DocumentKind | null = subject.view.document;
    if (!kind) throw httpErrors.notFound(SHARE_MESSAGES.noDocument);
    return { data: await renderDocument(kind, subject), name: documentFileName(kind, subject) };
  }

  return {
    async create(userId: string, body: CreateShareBody) {
      const expiresAt = expiryOf(body.expires_on, now());
      if (!(await subjects(body.kind, body.id, userId))) throw httpErrors.notFound(SHARE_MESSAGES.targetMissing);
      const token = newToken();
      const row = await links.insert({ id: newId(), userId, tokenHash: hashOf(token), kind: body.kind, targetId: body.id, expiresAt });
      return { message: 'Tautan berbagi dibuat', data: wire(row), token };
    },

    listOwn: async (userId: string) => (await links.listOwn(userId)).map(wire),

    async revoke(userId: string, id: string) {
      if (!(await links.revoke(id, userId))) throw httpErrors.notFound('Tautan tidak ditemukan.');
      return { message: 'Tautan dicabut' };
    },

    async view(token: string): Promise<SharedView> {
      const { link, subject } = await open(token);
      return { ...subject.view, created_at: iso(link.created_at), expires_at: iso(link.expires_at) };
    },

    /** The shared request's .zip design, for the page to draw the board. */
    async design(token: string): Promise<Buffer> {
      const { subject } = await open(token);
      return (await stored(subject.view.request?.has_design ? subject.designFile : null)).data;
    },

    /** One photo of the shared order, read through the link so that it closes with the link. */
    async photo(token: string, id: string): Promise<StoredFile> {
      const { subject } = await open(token);
      return stored(subject.photoFiles.get(id));
    },

    sharedDocument: async (token: string) => pdfOf((await open(token)).subject),

    async ownDocument(userId: string, kind: ShareTarget, id: string): Promise<PdfFile> {
      const subject = await subjects(kind, id, userId);
      if (!subject) throw httpErrors.notFound(SHARE_MESSAGES.targetMissing);
      return pdfOf(subject);
    },
  };
}
