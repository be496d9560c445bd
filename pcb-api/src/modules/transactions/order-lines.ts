import { ORDER_MIX_MESSAGE, type ProductGroup } from '@pcb/contract';
import type { Queryable } from '../../db/database';
import { httpErrors } from '@fastify/sensible';
import { refusal } from '../../lib/errors';

export type LineKind = 'standart' | 'costom_prototype' | 'costom_assembly';

/** One line of an order as the server prices it: never from the client's figures. */
export interface OrderLine {
  kind: LineKind;
  /** A product id, or a custom request id. */
  id: string;
  name: string;
  unitPrice: number;
  quantity: number;
  /** Grams per unit. */
  weight: number;
  /** Standard products: the stock now. Custom requests: their status. */
  stock?: number;
  status?: string;
  /** A custom request whose price changes the buyer has not yet accepted. */
  priceAwaitsBuyer?: boolean;
}

export interface RequestedLines {
  standard: Map<string, number>;
  custom: { kind: Exclude<LineKind, 'standart'>; id: string }[];
}

export const EMPTY_MESSAGE = 'Product list must be a non-empty array';

/**
 * The spec's body carries each line's quantity; a standard line that leaves it out takes the
 * quantity the buyer set in the cart (1 when the product is not in the cart).
 */
export async function withCartQuantities(db: Queryable, userId: string, groups: ProductGroup[] | undefined): Promise<ProductGroup[] | undefined> {
  const unset = (groups ?? []).flatMap((g) => (g.standart ?? []).filter((line) => line.quantity === undefined).map((line) => line.id_product));
  if (!groups || unset.length === 0) return groups;
  const rows = await db.query<{ id_product: string; quantity: number }>(
    `SELECT id_product, quantity FROM carts WHERE id_user = $1 AND id_product = ANY($2::char(24)[])`,
    [userId, unset],
  );
  const inCart = new Map(rows.map((r) => [r.id_product, Number(r.quantity)]));
  return groups.map((group) => ({
    ...group,
    standart: group.standart?.map((line) => ({ ...line, quantity: line.quantity ?? inCart.get(line.id_product) ?? 1 })),
  }));
}

/** The groups' lines, quantities as whole numbers and summed per product; a custom request counts once. */
export function requestedLines(groups: readonly ProductGroup[] | undefined): RequestedLines {
  const standard = new Map<string, number>();
  const custom: RequestedLines['custom'] = [];
  for (const group of groups ?? []) {
    for (const line of group.standart ?? []) standard.set(line.id_product, (standard.get(line.id_product) ?? 0) + (line.quantity ?? 1));
    for (const kind of ['costom_prototype', 'costom_assembly'] as const) {
      for (const line of group[kind] ?? []) if (!custom.some((c) => c.id === line.id_request_costom)) custom.push({ kind, id: line.id_request_costom });
    }
  }
  return { standard, custom };
}

/** Either cart products or exactly one custom request. */
export function checkOrderShape(requested: RequestedLines): void {
  if (requested.standard.size === 0 && requested.custom.length === 0) throw refusal(400, EMPTY_MESSAGE);
  if (requested.standard.size > 0 && requested.custom.length > 0) throw refusal(400, ORDER_MIX_MESSAGE);
  if (requested.custom.length > 1) throw refusal(400, 'Satu transaksi hanya dapat berisi satu pesanan custom');
}

interface ProductFacts {
  id: string;
  product_name: string;
  harga: number;
  stock: number;
  weight: number;
}

interface RequestFacts {
  id: string;
  kind: 'prototype' | 'assembly';
  id_user: string;
  name: string;
  status: string;
  /** The admin's final price once approved, else the price from the lists. */
  payable: string;
  weight: number;
  price_agreement: string | null;
}

/** Looks every line up, as the database has it now; another buyer's request is as unknown as a missing one. */
export async function priceLines(db: Queryable, userId: string, requested: RequestedLines): Promise<OrderLine[]> {
  const productIds = [...requested.standard.keys()];
  const products = productIds.length
    ? await db.query<ProductFacts>(`SELECT id, product_name, harga, stock, weight FROM products WHERE id = ANY($1::char(24)[])`, [productIds])
    : [];
  const requestIds = requested.custom.map((c) => c.id);
  const requests = requestIds.length
    ? await db.query<RequestFacts>(
        `SELECT id, kind, id_user, name, status, COALESCE(final_cost, total_cost) AS payable, weight, price_agreement FROM custom_requests WHERE id = ANY($1::char(24)[]) AND id_user = $2`,
        [requestIds, userId],
      )
    : [];
  const lines: OrderLine[] = productIds.map((id) => {
    const product = products.find((p) => p.id === id);
    if (!product) throw httpErrors.notFound('Product not found');
    const quantity = requested.standard.get(id) ?? 1;
    return { kind: 'standart', id, name: product.product_name, unitPrice: Number(product.harga), quantity, weight: product.weight, stock: product.stock };
  });
  for (const wanted of requested.custom) {
    const request = requests.find((r) => r.id === wanted.id && `costom_${r.kind}` === wanted.kind);
    if (!request) throw httpErrors.notFound('Request custom tidak ditemukan');
    lines.push({
      kind: wanted.kind,
      id: request.id,
      name: request.name,
      unitPrice: Math.round(Number(request.payable)),
      quantity: 1,
      weight: request.weight,
      status: request.status,
      priceAwaitsBuyer: request.price_agreement === 'menunggu-pembeli',
    });
  }
  return lines;
}

/** Grams: the sum over every line, at least 1. */
export const totalWeight = (lines: readonly OrderLine[]) =>
  Math.max(
    1,
    lines.reduce((sum, l) => sum + l.weight * l.quantity, 0),
  );
export const subtotal = (lines: readonly OrderLine[]) => lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
