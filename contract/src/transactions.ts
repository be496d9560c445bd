import { Type, type Static } from '@sinclair/typebox';
import { Address } from './account';
import { ErrorBody, IdParams, MAX_LENGTH, MessageBody, ObjectId, Timestamp } from './common';
import { AssemblyRequest, PrototypeRequest, StatusQuery } from './custom-requests';
import { endpoint } from './endpoint';
import { ProductGroup } from './shipping';

export const TRANSACTION_STATUSES = [
  'menunggu-pembayaran',
  'pembayaran-tertunda',
  'sudah-bayar',
  'diproses',
  'dikirim',
  'selesai',
  'dibatalkan-pembeli',
  'dibatalkan-admin',
  'gagal',
  'pembayaran-kadarluarsa',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TransactionStatusSchema = Type.Union(TRANSACTION_STATUSES.map((s) => Type.Literal(s)));

const Text = Type.Union([Type.String(), Type.Null()]);

/** An order holds cart products or one custom request, never both: the checkout and pcb-api say it alike. */
export const ORDER_MIX_MESSAGE = 'Produk keranjang dan pesanan custom tidak dapat digabung dalam satu transaksi';

/**
 * The buyer as order lists show them (the admin screens need name, phone and the address names). Name, phone and
 * address are the recipient's as copied at checkout, not the profile as it is now.
 */
export const OrderBuyer = Type.Object({
  _id: ObjectId,
  username: Type.String(),
  name: Text,
  email: Type.String(),
  phone: Text,
  address: Type.Union([Address, Type.Null()]),
});

/** Name and price as they were when ordered; the picture as the catalogue has it now (null once deleted). */
const OrderedProduct = Type.Object({
  _id: Type.Union([ObjectId, Type.Null()]),
  product_name: Type.String(),
  harga: Type.Integer({ minimum: 0 }),
  picture_url: Text,
  image_url: Text,
});

export const Expedition = Type.Object({
  _id: ObjectId,
  courier: Type.String(),
  shipping_option: Type.String(),
  shipping_cost: Type.Integer({ minimum: 0 }),
  /** The tracking number, once shipped. */
  delivery_receipt: Type.Optional(Type.String()),
});

/** One step an order went through, oldest first: its status, when, and who or what made it (courier, service and resi when shipped). */
export const StatusChange = Type.Object({
  status: TransactionStatusSchema,
  at: Timestamp,
  note: Type.Optional(Type.String()),
});
export type StatusChange = Static<typeof StatusChange>;

/** The steps at which the admin may show the buyer the board: while it is made and once it is shipped. */
export const ORDER_PHOTO_STATUSES = ['diproses', 'dikirim'] as const;
/** At most this many photos per order. */
export const MAX_ORDER_PHOTOS = 10;

export const ORDER_PHOTO_TEXTS = {
  added: 'Foto berhasil ditambahkan',
  wrongStatus: 'Foto hanya dapat ditambahkan saat pesanan berstatus diproses atau dikirim.',
  tooMany: `Paling banyak ${MAX_ORDER_PHOTOS} foto per pesanan.`,
  removed: 'Foto berhasil dihapus',
  notFound: 'Foto tidak ditemukan',
} as const;

/** A photo of the board the admin attached at one step; a picture like the catalogue's (jpeg or png, ≤ 1 MB). */
export const OrderPhoto = Type.Object({
  _id: ObjectId,
  status: Type.Union(ORDER_PHOTO_STATUSES.map((s) => Type.Literal(s))),
  /** `order-photo/<file>`, under the public file root. */
  picture_url: Type.String(),
  image_url: Type.String(),
  at: Timestamp,
});
export type OrderPhoto = Static<typeof OrderPhoto>;

export const Transaction = Type.Object({
  _id: ObjectId,
  id_user: OrderBuyer,
  /** Always one group: standard products, or one custom request (quantity 1). */
  product: Type.Array(
    Type.Object({
      standart: Type.Array(Type.Object({ _id: ObjectId, id_product: OrderedProduct, quantity: Type.Integer({ minimum: 1 }) })),
      costom_prototype: Type.Array(Type.Object({ _id: ObjectId, id_request_costom: PrototypeRequest, quantity: Type.Integer({ minimum: 1 }) })),
      costom_assembly: Type.Array(Type.Object({ _id: ObjectId, id_request_costom: AssemblyRequest, quantity: Type.Integer({ minimum: 1 }) })),
    }),
  ),
  status: TransactionStatusSchema,
  expedition: Type.Array(Expedition),
  /** Grams the shipping was priced on, as copied at checkout. */
  shipping_weight: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Rupiah: the lines' prices plus shipping, computed by the server. */
  total_payment: Type.Integer({ minimum: 0 }),
  estimated_delivery: Text,
  created_at: Timestamp,
  updated_at: Timestamp,
  /** `created_at` again, for the screens that sort on `createdAt`. */
  createdAt: Timestamp,
  /** Every status change with its time, oldest first, starting with menunggu-pembayaran at creation. */
  history: Type.Array(StatusChange),
  /** Photos of the board the admin attached, oldest first; the timeline shows each at its step. */
  photos: Type.Array(OrderPhoto),
  /**
   * While unpaid, or failed and still holding its stock: when the order ends (pembayaran-kadarluarsa, or
   * a failed order's stock goes back) at `created_at` + `PAYMENT_EXPIRY`; null otherwise.
   */
  payment_deadline: Type.Union([Timestamp, Type.Null()]),
  /** The newest payment attempt (for the back-office's /payment-detail/{id}); absent before the buyer starts paying. */
  payment_id: Type.Optional(ObjectId),
});
export type Transaction = Static<typeof Transaction>;

/** The checkout's body. Prices, shipping cost and total are recomputed; `id_user` comes from the session. */
export const CreateTransactionBody = Type.Object({
  id_user: Type.Optional(Type.String({ maxLength: MAX_LENGTH.id })),
  product: Type.Optional(Type.Array(ProductGroup, { maxItems: 5 })),
  expedition: Type.Optional(
    Type.Array(
      Type.Object({
        courier: Type.Optional(Type.String({ maxLength: 20 })),
        shipping_option: Type.Optional(Type.String({ maxLength: 60 })),
        shipping_cost: Type.Optional(Type.Number()),
      }),
      { maxItems: 5 },
    ),
  ),
  total_payment: Type.Optional(Type.Number()),
  estimated_delivery: Type.Optional(Type.String({ maxLength: 60 })),
});
export type CreateTransactionBody = Static<typeof CreateTransactionBody>;

const PhotoParams = Type.Object({ id: ObjectId, photoId: ObjectId });

const IdBody = Type.Object({ id: Type.Optional(Type.String({ maxLength: MAX_LENGTH.id })) });
const statusChange = { 200: MessageBody, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const transactionEndpoints = {
  createTransaction: endpoint({
    method: 'POST',
    path: 'transaction',
    session: 'buyer',
    summary:
      'Places an order (cart products or one approved custom request): prices, shipping and total recomputed, stock reserved; 409 when stock ran out or the buyer already holds MAX_UNPAID_ORDERS unpaid orders',
    schema: {
      body: CreateTransactionBody,
      response: { 201: Type.Object({ message: Type.String(), data: Transaction }), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody },
    },
  }),
  listTransactions: endpoint({
    method: 'GET',
    path: 'transaction',
    session: 'buyer',
    summary: "The buyer's own orders with the given statuses (all when none), newest first",
    schema: { querystring: StatusQuery, response: { 200: Type.Array(Transaction) } },
  }),
  cancelTransaction: endpoint({
    method: 'PUT',
    path: 'transaction/cancel',
    session: 'buyer',
    summary:
      'The buyer cancels an own unpaid order (menunggu-pembayaran, pembayaran-tertunda, or gagal before its deadline → dibatalkan-pembeli; stock and custom request come back, the pending payment is cancelled)',
    schema: { body: IdBody, response: statusChange },
  }),
  returnToCart: endpoint({
    method: 'PUT',
    path: 'transaction/return-to-cart',
    session: 'buyer',
    summary: "Puts the products of an own failed or expired order whose stock went back into the buyer's cart again (409 otherwise)",
    schema: { body: IdBody, response: statusChange },
  }),
  completeTransaction: endpoint({
    method: 'PUT',
    path: 'transaction/done',
    session: 'buyer',
    summary: 'The buyer confirms receipt of an own order in dikirim (→ selesai)',
    schema: { body: IdBody, response: statusChange },
  }),
  adminListTransactions: endpoint({
    method: 'GET',
    path: 'admin/transaction',
    session: 'admin',
    summary: "Every buyer's orders with the given statuses (all when none), newest first",
    schema: { querystring: StatusQuery, response: { 200: Type.Array(Transaction) } },
  }),
  approveTransaction: endpoint({
    method: 'PUT',
    path: 'admin/transaction/approve',
    session: 'admin',
    summary: 'Starts work on a paid order (sudah-bayar → diproses)',
    schema: { body: IdBody, response: statusChange },
  }),
  rejectTransaction: endpoint({
    method: 'PUT',
    path: 'admin/transaction/reject',
    session: 'admin',
    summary: 'Refuses an unpaid order (menunggu-pembayaran or pembayaran-tertunda → dibatalkan-admin; stock and custom request come back)',
    schema: { body: IdBody, response: statusChange },
  }),
  sendTransaction: endpoint({
    method: 'PUT',
    path: 'admin/transaction/send',
    session: 'admin',
    summary: 'Ships an order in diproses with its tracking number (→ dikirim; the buyer is mailed the resi)',
    schema: {
      body: Type.Object({ id: Type.Optional(Type.String({ maxLength: MAX_LENGTH.id })), resi: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: statusChange,
    },
  }),
  addOrderPhoto: endpoint({
    method: 'POST',
    path: 'admin/transaction/:id/photos',
    session: 'admin',
    bodyType: 'multipart',
    summary: `Attaches a photo of the board (\`photo\`: jpeg or png by name and content, ≤ 1 MB) to an order in diproses or dikirim, at most ${MAX_ORDER_PHOTOS} per order`,
    schema: {
      params: IdParams,
      response: { 201: Type.Object({ message: Type.String(), data: OrderPhoto }), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }),
  removeOrderPhoto: endpoint({
    method: 'DELETE',
    path: 'admin/transaction/:id/photos/:photoId',
    session: 'admin',
    summary:
      "Removes a photo of the board attached by mistake, in any status: the photo and its stored file go, so the buyer's order and its share links no longer show it (404 when the order has no such photo)",
    schema: { params: PhotoParams, response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody } },
  }),
};
