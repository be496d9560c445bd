import { Type, type Static } from '@sinclair/typebox';
import { REQUEST_STATUSES } from './custom-requests';
import { DesignInspection } from './domain/design-report';
import { ErrorBody, IdParams, MessageBody, ObjectId, Timestamp } from './common';
import { endpoint } from './endpoint';
import { OrderPhoto, TRANSACTION_STATUSES } from './transactions';

/**
 * Read-only links a buyer hands to a supervisor or a finance office (issue 37): one custom request or one
 * order, opened without an account, never showing the buyer's e-mail, phone or address.
 */
export const SHARE_TARGETS = ['prototype', 'assembly', 'order'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** A link lives at most this many days; the buyer picks the day, tomorrow at the earliest. */
export const SHARE_MAX_DAYS = 90;

export const SHARE_MESSAGES = {
  notFound: 'Tautan tidak ditemukan. Periksa kembali alamatnya atau minta tautan baru kepada pembeli.',
  expired: 'Tautan ini sudah kedaluwarsa. Minta tautan baru kepada pembeli.',
  revoked: 'Tautan ini sudah dicabut oleh pembeli.',
  badExpiry: `Tanggal kedaluwarsa harus antara besok dan ${SHARE_MAX_DAYS} hari lagi.`,
  targetMissing: 'Request atau pesanan tidak ditemukan.',
  noDocument: 'Dokumen belum tersedia untuk status ini.',
} as const;

/** The PDFs the shop issues: a quote for an approved request, a proforma for an unpaid order, an invoice for a paid one. */
export const DOCUMENT_KINDS = ['penawaran', 'proforma', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** How long a quote's price holds, from the approval. */
export const QUOTE_VALID_DAYS = 14;
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  penawaran: 'Penawaran Harga',
  proforma: 'Proforma Invoice',
  invoice: 'Invoice',
};

const PAID_STATUSES: readonly string[] = ['sudah-bayar', 'diproses', 'dikirim', 'selesai'];

/**
 * The document a request or an order has in its state: a quote once approved, a proforma while it can
 * still be paid, an invoice once paid; null otherwise. pcb-api prints by it, the screens offer by it.
 */
export function documentOf(kind: ShareTarget, status: string, paymentDeadline: string | null = null): DocumentKind | null {
  if (kind !== 'order') return status === 'disetujui' ? 'penawaran' : null;
  if (PAID_STATUSES.includes(status)) return 'invoice';
  const payable = ['menunggu-pembayaran', 'pembayaran-tertunda', 'gagal'].includes(status);
  return payable && paymentDeadline !== null ? 'proforma' : null;
}

const TargetKind = Type.Union(SHARE_TARGETS.map((t) => Type.Literal(t)));

export const ShareLink = Type.Object({
  _id: ObjectId,
  kind: TargetKind,
  target_id: ObjectId,
  /** The request's name or the order's number, as the buyer's list shows it. */
  title: Type.String(),
  created_at: Timestamp,
  /** The end of the day the buyer chose (Asia/Jakarta). */
  expires_at: Timestamp,
  revoked_at: Type.Union([Timestamp, Type.Null()]),
});
export type ShareLink = Static<typeof ShareLink>;

export const CreateShareBody = Type.Object({
  kind: TargetKind,
  id: ObjectId,
  /** `YYYY-MM-DD`: the last day the link opens. */
  expires_on: Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type CreateShareBody = Static<typeof CreateShareBody>;

const Line = Type.Object({
  name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** Rupiah per unit; a price change the admin named at approval may be a reduction. */
  price: Type.Integer(),
});

/** One custom request inside what is shared: its specification, design checks and whether its board can be drawn. */
const SharedRequest = Type.Object({
  kind: Type.Union([Type.Literal('prototype'), Type.Literal('assembly')]),
  name: Type.String(),
  status: Type.Union(REQUEST_STATUSES.map((s) => Type.Literal(s))),
  specification: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  design_inspection: Type.Union([DesignInspection, Type.Null()]),
  /** A .zip design the page can draw (`sharedDesign`). */
  has_design: Type.Boolean(),
});

/** What a share link shows: no account, no e-mail, phone or address. */
export const SharedView = Type.Object({
  kind: TargetKind,
  /** `Costom Prototype` or the order's number (`#1A2B3C4D`). */
  title: Type.String(),
  status: Type.Union([...REQUEST_STATUSES, ...TRANSACTION_STATUSES].map((s) => Type.Literal(s))),
  lines: Type.Array(Line),
  /** Rupiah; null for a request (shipping is chosen at checkout). */
  shipping: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  total: Type.Integer({ minimum: 0 }),
  /** The custom request shared, or the one an order holds; null for an order of standard products. */
  request: Type.Union([SharedRequest, Type.Null()]),
  /** The PDF this state has (a quote, a proforma, an invoice); null when none. */
  document: Type.Union([Type.Union(DOCUMENT_KINDS.map((d) => Type.Literal(d))), Type.Null()]),
  /**
   * An order's photos of the board, oldest first ([] for a request), each read through the link
   * (`sharedPhoto`): never by its stored name, which would outlive the link.
   */
  photos: Type.Array(Type.Omit(OrderPhoto, ['picture_url', 'image_url'])),
  created_at: Timestamp,
  expires_at: Timestamp,
});
export type SharedView = Static<typeof SharedView>;

const TokenParams = Type.Object({ token: Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' }) });
const shareRefused = { 400: ErrorBody, 404: ErrorBody, 410: ErrorBody };

export const shareEndpoints = {
  createShareLink: endpoint({
    method: 'POST',
    path: 'share-links',
    session: 'buyer',
    summary: `A read-only link to one of the buyer's requests or orders, open until the end of \`expires_on\` (tomorrow … ${SHARE_MAX_DAYS} days); the token is answered once and stored hashed`,
    schema: {
      body: CreateShareBody,
      response: { 201: Type.Object({ message: Type.String(), data: ShareLink, token: Type.String() }), 400: ErrorBody, 404: ErrorBody },
    },
  }),
  listShareLinks: endpoint({
    method: 'GET',
    path: 'share-links',
    session: 'buyer',
    summary: "The buyer's share links, newest first, revoked and expired ones included",
    schema: { response: { 200: Type.Array(ShareLink) } },
  }),
  revokeShareLink: endpoint({
    method: 'DELETE',
    path: 'share-links/:id',
    session: 'buyer',
    summary: 'Revokes one of the buyer’s links at once',
    schema: { params: IdParams, response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody } },
  }),
  viewShared: endpoint({
    method: 'GET',
    path: 'shared/:token',
    session: 'none',
    surfaces: ['buyer'],
    summary: 'What a share link shows (410 once expired or revoked)',
    schema: { params: TokenParams, response: { 200: SharedView, ...shareRefused } },
  }),
  sharedDesign: endpoint({
    method: 'GET',
    path: 'shared/:token/design',
    session: 'none',
    surfaces: ['buyer'],
    summary: "The shared request's .zip design, for the page to draw the board",
    schema: { params: TokenParams, response: { 200: Type.String({ description: 'application/zip' }), ...shareRefused } },
  }),
  sharedDocument: endpoint({
    method: 'GET',
    path: 'shared/:token/document',
    session: 'none',
    surfaces: ['buyer'],
    summary: 'The PDF of what is shared: a quote, a proforma or an invoice, as its status allows (404 when none)',
    schema: { params: TokenParams, response: { 200: Type.String({ description: 'application/pdf' }), ...shareRefused } },
  }),
  sharedPhoto: endpoint({
    method: 'GET',
    path: 'shared/:token/photos/:id',
    session: 'none',
    surfaces: ['buyer'],
    summary: "One of the shared order's photos of the board, while the link is open (410 once expired or revoked)",
    schema: {
      params: Type.Composite([TokenParams, IdParams]),
      response: { 200: Type.String({ description: 'image/jpeg or image/png' }), ...shareRefused },
    },
  }),
  ownDocument: endpoint({
    method: 'GET',
    path: 'documents/:kind/:id',
    session: 'buyer',
    summary: "The PDF of one of the buyer's requests or orders, as its status allows (404 when none)",
    schema: {
      params: Type.Object({ kind: TargetKind, id: ObjectId }),
      response: { 200: Type.String({ description: 'application/pdf' }), 400: ErrorBody, 404: ErrorBody },
    },
  }),
};
