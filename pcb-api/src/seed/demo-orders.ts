import { COURIERS, type Address, type TransactionStatus } from '@pcb/contract';
import type { Executor } from '../db/database';
import { newId } from '../lib/ids';
import { paymentRepository } from '../modules/payments/repository';
import { outcomeNote } from '../modules/payments/service';
import { ENDED_UNPAID } from '../modules/transactions/lifecycle';
import type { OrderLine } from '../modules/transactions/order-lines';
import { transactionRepository } from '../modules/transactions/repository';
import { simulatorBrowserBase } from '../providers/payments/simulator';
import { offlineCost } from '../providers/shipping/offline';
import { DAY, HOUR, MINUTE, type Stamps } from './demo-stamps';
import type { Random } from './random';

export interface DemoBuyerRow {
  id: string;
  username: string;
  name: string;
  phone: string;
  address: Address;
}

export interface DemoOrderContext {
  tx: Executor;
  random: Random;
  stamps: Stamps;
  now: number;
  /** The shop's district (`SHIPPING_ORIGIN`) and address (`PUBLIC_URL`). */
  origin: string;
  publicUrl: string;
}

type Step = 'pay' | 'settle' | 'deny' | 'expire' | 'process' | 'ship' | 'receive' | 'buyer-cancel' | 'admin-reject';

/** The steps an order takes to reach each status, as buyers, admins and the payment provider make them. */
const PATHS: Record<TransactionStatus, readonly Step[]> = {
  'menunggu-pembayaran': [],
  'pembayaran-tertunda': ['pay'],
  'sudah-bayar': ['pay', 'settle'],
  diproses: ['pay', 'settle', 'process'],
  dikirim: ['pay', 'settle', 'process', 'ship'],
  selesai: ['pay', 'settle', 'process', 'ship', 'receive'],
  'dibatalkan-pembeli': ['buyer-cancel'],
  'dibatalkan-admin': ['pay', 'admin-reject'],
  gagal: ['pay', 'deny'],
  'pembayaran-kadarluarsa': ['pay', 'expire'],
};

/** Each step's status and how long after the previous one it comes. */
const STEPS: Record<Step, { to: TransactionStatus; after: readonly [number, number] }> = {
  pay: { to: 'pembayaran-tertunda', after: [3 * MINUTE, 40 * MINUTE] },
  settle: { to: 'sudah-bayar', after: [5 * MINUTE, 6 * HOUR] },
  deny: { to: 'gagal', after: [2 * MINUTE, 30 * MINUTE] },
  expire: { to: 'pembayaran-kadarluarsa', after: [DAY, DAY + 5 * MINUTE] },
  process: { to: 'diproses', after: [2 * HOUR, 20 * HOUR] },
  ship: { to: 'dikirim', after: [12 * HOUR, 36 * HOUR] },
  receive: { to: 'selesai', after: [2 * DAY, 5 * DAY] },
  'buyer-cancel': { to: 'dibatalkan-pembeli', after: [10 * MINUTE, 5 * HOUR] },
  'admin-reject': { to: 'dibatalkan-admin', after: [HOUR, 20 * HOUR] },
};

/** How many orders end in each status, and how long ago their last step was: 45 orders over 90 days. */
export const ORDER_PLAN: readonly (readonly [TransactionStatus, number, readonly [number, number]])[] = [
  ['selesai', 22, [6 * HOUR, 80 * DAY]],
  ['dikirim', 4, [2 * HOUR, 3 * DAY]],
  ['diproses', 3, [HOUR, 20 * HOUR]],
  ['sudah-bayar', 3, [10 * MINUTE, 10 * HOUR]],
  // Unpaid orders stay well inside the default PAYMENT_EXPIRY (24 h), so the expiry job leaves them be.
  ['pembayaran-tertunda', 2, [10 * MINUTE, 6 * HOUR]],
  ['menunggu-pembayaran', 2, [10 * MINUTE, 5 * HOUR]],
  ['dibatalkan-pembeli', 3, [DAY, 85 * DAY]],
  ['dibatalkan-admin', 2, [DAY, 85 * DAY]],
  ['gagal', 2, [DAY, 85 * DAY]],
  ['pembayaran-kadarluarsa', 2, [DAY, 80 * DAY]],
];

const PAYMENT_TYPES = ['bank_transfer', 'bank_transfer', 'qris', 'gopay', 'echannel', 'credit_card'] as const;
const RESI_PREFIX: Record<(typeof COURIERS)[number], string> = { jne: 'CGK', jnt: 'JP', sicepat: '0045', lion: '99LP', pos: 'P25' };

export interface OrderTimes {
  created: number;
  /** One time per step of the path. */
  steps: number[];
}

/** When an order that ends in `status` `lastAgo` before now was placed, and when each of its steps happened. */
export function orderTimes(ctx: DemoOrderContext, status: TransactionStatus, lastAgo: number): OrderTimes {
  const gaps = PATHS[status].map((step) => ctx.random.between(...STEPS[step].after));
  let at = ctx.now - lastAgo - gaps.reduce((sum, gap) => sum + gap, 0);
  const created = at;
  return { created, steps: gaps.map((gap) => (at += gap)) };
}

interface PlacedOrder {
  id: string;
  total: number;
  courier: (typeof COURIERS)[number];
  service: string;
}

/** The order as checkout writes it: stock or custom request taken, lines, courier service from the cost table. */
async function place(ctx: DemoOrderContext, buyer: DemoBuyerRow, lines: readonly OrderLine[], created: number): Promise<PlacedOrder> {
  const orders = transactionRepository(ctx.tx);
  for (const line of lines) {
    const taken = line.kind === 'standart' ? await orders.reserveStock(line.id, line.quantity) : await orders.checkOutRequest(line.id, buyer.id);
    if (!taken) throw new Error(`demo order: ${line.name} is not available`);
  }
  const weight = Math.max(
    1,
    lines.reduce((sum, l) => sum + l.weight * l.quantity, 0),
  );
  const courier = ctx.random.pick(COURIERS);
  const service = ctx.random.pick(offlineCost({ origin: ctx.origin, destination: buyer.address.district, weight, courier }));
  const id = newId(created);
  const total = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) + service.cost;
  await orders.insert({
    id,
    userId: buyer.id,
    total,
    estimatedDelivery: service.etd,
    lines: lines.map((line) => ({ ...line, itemId: newId(created) })),
    expedition: { id: newId(created), courier, service: service.service, cost: service.cost },
    shipment: { recipient: buyer.name, phone: buyer.phone, address: buyer.address, weight },
  });
  ctx.stamps.history.push({ transaction_id: id, status: 'menunggu-pembayaran', at: new Date(created) });
  return { id, total, courier, service: service.service };
}

const uuid = (random: Random) => [8, 4, 4, 4, 12].map((length) => random.hex(length)).join('-');

/** The provider's side of an order: its payment record and the notifications it sent; each answers the history note the app writes. */
function paymentSteps(ctx: DemoOrderContext, order: PlacedOrder) {
  const payments = paymentRepository(ctx.tx);
  const type = ctx.random.pick(PAYMENT_TYPES);
  // Set when the payment starts; the notifications come after.
  const stamp = { id: '', created_at: new Date(ctx.now), updated_at: new Date(ctx.now) };

  async function notify(status: string, code: string, at: number): Promise<void> {
    await payments.addNotification(stamp.id, {
      transaction_status: status,
      status_code: code,
      payment_type: type,
      provider_transaction_id: uuid(ctx.random),
      gross_amount: `${order.total}.00`,
      fraud_status: status === 'settlement' ? 'accept' : status === 'deny' ? 'deny' : null,
    });
    await payments.record(stamp.id, status, type, new Date(at));
    ctx.stamps.notifications.push({ payment_id: stamp.id, transaction_status: status, received_at: new Date(at) });
    stamp.updated_at = new Date(at);
  }

  return {
    async start(at: number): Promise<string> {
      const token = uuid(ctx.random);
      stamp.id = newId(at);
      stamp.created_at = stamp.updated_at = new Date(at);
      const redirectUrl = `${simulatorBrowserBase(ctx.publicUrl)}/pay/${token}`;
      await payments.insert({ id: stamp.id, orderId: `COE-${order.id}-1`, transactionId: order.id, amount: order.total, token, redirectUrl });
      ctx.stamps.payments.push(stamp);
      // A card is charged at once; the other types first report a pending payment.
      if (type !== 'credit_card') await notify('pending', '201', at + MINUTE);
      return 'Pembayaran dimulai';
    },
    settle: async (at: number) => (await notify('settlement', '200', at), outcomeNote('settlement', type)),
    deny: async (at: number) => (await notify('deny', '202', at), outcomeNote('deny', type)),
    expire: async (at: number) => (await notify('expire', '407', at), outcomeNote('expire', type)),
  };
}

/** What each step writes besides the status, answering its history note (the texts the app writes). */
function stepWriters(ctx: DemoOrderContext, order: PlacedOrder): Record<Step, (at: number) => Promise<string>> {
  const payment = paymentSteps(ctx, order);
  const say = (note: string) => async () => note;
  return {
    pay: payment.start,
    settle: payment.settle,
    deny: payment.deny,
    expire: payment.expire,
    process: say('Diproses oleh admin'),
    async ship() {
      const resi = `${RESI_PREFIX[order.courier]}${ctx.random.int(1e9, 9e9)}`;
      await transactionRepository(ctx.tx).setReceipt(order.id, resi);
      return `${order.courier.toUpperCase()} ${order.service} · resi ${resi}`;
    },
    receive: say('Diterima oleh pembeli'),
    'buyer-cancel': say('Dibatalkan oleh pembeli'),
    'admin-reject': say('Ditolak oleh admin'),
  };
}

/**
 * One demo order of `buyer`, placed and taken to `status` at `times`: each step guarded by the status before
 * it, unpaid endings giving stock and custom request back, and a history line, as `lifecycle.move` does.
 */
export async function demoOrder(
  ctx: DemoOrderContext,
  buyer: DemoBuyerRow,
  lines: readonly OrderLine[],
  status: TransactionStatus,
  times: OrderTimes,
): Promise<void> {
  const orders = transactionRepository(ctx.tx);
  const order = await place(ctx, buyer, lines, times.created);
  const writers = stepWriters(ctx, order);
  let from: TransactionStatus = 'menunggu-pembayaran';
  for (const [index, step] of PATHS[status].entries()) {
    const at = times.steps[index];
    const { to } = STEPS[step];
    const note = await writers[step](at);
    if (!(await orders.move(order.id, [from], to))) throw new Error(`demo order: ${from} → ${to} refused`);
    // Demo orders are past their payment deadline: a failed one has given its stock back too.
    if (ENDED_UNPAID.has(to) || to === 'gagal') await orders.release(order.id);
    await orders.recordStatus(order.id, to, note);
    ctx.stamps.history.push({ transaction_id: order.id, status: to, at: new Date(at) });
    from = to;
  }
  ctx.stamps.orders.push({ id: order.id, created_at: new Date(times.created), updated_at: new Date(times.steps.at(-1) ?? times.created) });
}
