import type { FastifyInstance } from 'fastify';
import { MAKEABLE_ZIP, adminToken, bearer, buyerToken, json, multipart } from './helpers';

/** Shared steps of the shipping, transaction, payment and dashboard tests. */

export const ASSEMBLY_FORM = {
  flexible_option: 'Turnkey',
  board_type: 'Panelized PCBs',
  assembly_side: 'Both Sides',
  quantity: '25',
  pay_attention: 'Yes',
  notes: 'Sensor kelembapan',
  number_unik_part: '12',
  number_SMD_part: '40',
  number_BGA_QFP: '1',
  throught_hole: '6',
  board_to_delivery: 'No',
  function_test: 'Yes',
  cable_wire_harness_assembly: 'No',
  detail_information: 'Konektor JST di sisi atas.',
};
/** The seed price list's total for `ASSEMBLY_FORM`. */
export const ASSEMBLY_TOTAL = 50000 + 20000 + 50000 + 25000 + 30000;

/** An assembly request drafted with `ASSEMBLY_FORM` and sent for review with a design, not yet decided; returns its id. */
export async function sentAssembly(app: FastifyInstance, buyer: Record<string, string>): Promise<string> {
  const created = await json<{ data: { _id: string } }>(app, {
    method: 'POST',
    url: '/api/costom-assembly/request-costom',
    headers: buyer,
    payload: ASSEMBLY_FORM,
  });
  const id = created.body.data._id;
  const form = multipart({}, { design_file: { filename: 'design.zip', contentType: 'application/zip', data: MAKEABLE_ZIP } });
  await app.inject({ method: 'PUT', url: `/api/costom-assembly/${id}/send-review`, headers: { ...buyer, ...form.headers }, payload: form.payload });
  return id;
}

/** An assembly request taken through draft, review and approval with `weight` grams (and the admin's named price changes, when given); returns its id. */
export async function approvedAssembly(
  app: FastifyInstance,
  buyer: Record<string, string>,
  admin: Record<string, string>,
  weight = 700,
  priceChanges: { reason: string; amount: number }[] = [],
): Promise<string> {
  const id = await sentAssembly(app, buyer);
  const approved = await app.inject({
    method: 'PUT',
    url: `/api/admin/request-custom-assembly/${id}/approve`,
    headers: admin,
    payload: { weight, price_changes: priceChanges },
  });
  if (approved.statusCode !== 200) throw new Error(`approve failed with ${approved.statusCode}`);
  return id;
}

export interface TestProduct {
  _id: string;
  harga: number;
  stock: number;
  weight: number;
}

/** A seeded product set to a known stock, weight and price. */
export async function productWith(app: FastifyInstance, index: number, values: { stock: number; weight?: number; harga?: number }): Promise<TestProduct> {
  const [row] = await app.db.query<{ id: string }>(`SELECT id FROM products ORDER BY id OFFSET $1 LIMIT 1`, [index]);
  const [product] = await app.db.query<TestProduct>(
    `UPDATE products SET stock = $2, weight = $3, harga = $4 WHERE id = $1 RETURNING id AS "_id", harga::int, stock, weight`,
    [row.id, values.stock, values.weight ?? 250, values.harga ?? 50000],
  );
  return product;
}

/** What every order test starts from: a signed-in buyer and admin, and a board with 5 in stock. */
export async function orderScene(app: FastifyInstance) {
  return {
    buyer: bearer(await buyerToken(app)),
    admin: bearer(await adminToken(app)),
    board: await productWith(app, 0, { stock: 5, weight: 250, harga: 50000 }),
  };
}

export async function stockOf(app: FastifyInstance, productId: string): Promise<number> {
  return (await app.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [productId]))[0].stock;
}

export async function requestStatus(app: FastifyInstance, requestId: string): Promise<string> {
  return (await app.db.query<{ status: string }>(`SELECT status FROM custom_requests WHERE id = $1`, [requestId]))[0].status;
}

/** The query string of a quote, as axios writes nested params. */
export function quoteQuery(courier: string, lines: { standart?: { id: string; quantity: number }[]; assembly?: string }): string {
  const params = new URLSearchParams({ couriers: courier });
  (lines.standart ?? []).forEach((line, i) => {
    params.append(`product[0][standart][${i}][id_product]`, line.id);
    params.append(`product[0][standart][${i}][quantity]`, String(line.quantity));
  });
  if (lines.assembly) {
    params.append('product[0][costom_assembly][0][id_request_costom]', lines.assembly);
    params.append('product[0][costom_assembly][0][name_request_costom]', 'Costom Assembly');
    params.append('product[0][costom_assembly][0][quantity]', '1');
  }
  return params.toString();
}

export interface OrderBody {
  /** A line without quantity takes the cart's. */
  standart?: { id: string; quantity?: number }[];
  assembly?: string;
  courier?: string;
  service?: string;
}

/** The checkout's JSON body, with deliberately wrong client figures the server must ignore. */
export function orderBody({ standart = [], assembly, courier = 'jne', service = 'REG' }: OrderBody) {
  return {
    id_user: '0123456789abcdef01234567',
    product: [
      {
        standart: standart.map((l) => ({ id_product: l.id, quantity: l.quantity })),
        costom_prototype: [],
        costom_assembly: assembly ? [{ id_request_costom: assembly, name_request_costom: 'Costom Assembly', quantity: 1 }] : [],
      },
    ],
    expedition: [{ courier, shipping_option: service, shipping_cost: 1 }],
    total_payment: 1,
    estimated_delivery: 'besok',
  };
}

export async function placeOrder(app: FastifyInstance, headers: Record<string, string>, lines: OrderBody) {
  return json<{ message: string; data: { _id: string; status: string; total_payment: number; [key: string]: unknown } }>(app, {
    method: 'POST',
    url: '/api/transaction',
    headers,
    payload: orderBody(lines),
  });
}

export async function setOrderStatus(app: FastifyInstance, id: string, status: string): Promise<void> {
  await app.db.query(`UPDATE transactions SET status = $2 WHERE id = $1`, [id, status]);
}

export async function orderStatus(app: FastifyInstance, id: string): Promise<string> {
  return (await app.db.query<{ status: string }>(`SELECT status FROM transactions WHERE id = $1`, [id]))[0].status;
}

/** The order's status once the expiry job has ended it (asked every 250 ms), or its status after `timeoutMs`. */
export async function statusOnceExpired(app: FastifyInstance, id: string, timeoutMs = 8_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  let status = await orderStatus(app, id);
  while (status !== 'pembayaran-kadarluarsa' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await orderStatus(app, id);
  }
  return status;
}
