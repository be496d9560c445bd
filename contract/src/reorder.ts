import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, MAX_LENGTH, ObjectId } from './common';
import { endpoint } from './endpoint';
import { formatRupiah } from './domain/rupiah';

/**
 * "Pesan Lagi" (issue 37): a finished order ordered again. Its products go into the cart at today's price and
 * stock, each line saying what changed since; its custom request becomes a new draft with the same options and design.
 */
export const REORDER_STATUSES = ['selesai'] as const;

/** What changed for one product since the order: its price, and how many can be had now. */
export const REORDER_CHANGES = ['harga-naik', 'harga-turun', 'stok-berkurang', 'stok-habis', 'tidak-dijual'] as const;
export type ReorderChange = (typeof REORDER_CHANGES)[number];

export const REORDER_TEXTS = {
  done: 'Produk pesanan dimasukkan ke keranjang',
  draft: 'Request custom disalin menjadi draf baru',
  notFinished: 'Hanya pesanan yang sudah selesai yang dapat dipesan lagi.',
  nothingLeft: 'Tidak ada produk pesanan ini yang dapat dipesan lagi: semuanya habis atau tidak dijual lagi.',
  failed: 'Gagal memesan lagi!',
  notFound: 'Transaksi tidak ditemukan',
} as const;

export const ReorderLine = Type.Object({
  /** Null once the product left the catalogue. */
  id_product: Type.Union([ObjectId, Type.Null()]),
  product_name: Type.String(),
  /** Empty when price and stock are as they were. */
  changes: Type.Array(Type.Union(REORDER_CHANGES.map((c) => Type.Literal(c)))),
  /** Rupiah per unit when ordered, and today (null once no longer sold). */
  ordered_price: Type.Integer({ minimum: 0 }),
  price: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  ordered_quantity: Type.Integer({ minimum: 1 }),
  /** How many are in the cart for it now (0 when none could be added). */
  quantity: Type.Integer({ minimum: 0 }),
  /** The change in a sentence, for the cart's notice. */
  note: Type.String(),
});
export type ReorderLine = Static<typeof ReorderLine>;

export const ReorderResult = Type.Object({
  message: Type.String(),
  /** The order's products, each with what changed ([] for a custom order). */
  cart: Type.Array(ReorderLine),
  /** The new draft of a custom order; null for products. */
  draft: Type.Union([Type.Object({ kind: Type.Union([Type.Literal('prototype'), Type.Literal('assembly')]), _id: ObjectId }), Type.Null()]),
});
export type ReorderResult = Static<typeof ReorderResult>;

/** The sentences a reordered product's line shows in the cart's notice. */
export function reorderNote(line: Omit<ReorderLine, 'note'>): string {
  const name = line.product_name;
  const was = formatRupiah(line.ordered_price);
  const now = formatRupiah(line.price ?? 0);
  const sentences: Record<ReorderChange, string> = {
    'harga-naik': `Harga ${name} naik dari ${was} menjadi ${now}.`,
    'harga-turun': `Harga ${name} turun dari ${was} menjadi ${now}.`,
    'stok-berkurang': `Stok ${name} tidak cukup: ${line.quantity} dari ${line.ordered_quantity} dimasukkan ke keranjang.`,
    'stok-habis': `${name} sedang habis dan tidak dimasukkan ke keranjang.`,
    'tidak-dijual': `${name} tidak dijual lagi.`,
  };
  if (line.changes.length === 0) return `${name}: harga dan stok sama seperti pesanan sebelumnya.`;
  return line.changes.map((change) => sentences[change]).join(' ');
}

export const reorderEndpoints = {
  reorderTransaction: endpoint({
    method: 'POST',
    path: 'transaction/reorder',
    session: 'buyer',
    summary:
      "Pesan Lagi: puts the products of an own finished order (selesai) into the cart at today's price and stock (each line says what changed), or copies its custom request, options and design, into a new draft (409 past MAX_DRAFT_REQUESTS)",
    schema: {
      body: Type.Object({ id: Type.Optional(Type.String({ maxLength: MAX_LENGTH.id })) }),
      response: { 200: ReorderResult, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }),
};
