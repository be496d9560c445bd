import { type PaymentDetail, type PaymentNotification, type PaymentStart, type TransactionStatus } from '@pcb/contract';
import { paymentMethodName } from '@pcb/contract/domain';
import type { Database, Session } from '../../db/database';
import { httpErrors } from '@fastify/sensible';
import { refusal } from '../../lib/errors';
import { isId, newId } from '../../lib/ids';
import { asText } from '../../lib/rules';
import { PaymentUnavailable, type PaymentGateway, type SnapOrder } from '../../providers/payments';
import { notificationSignature, signatureMatches } from '../../providers/payments/signature';
import { ENDED_UNPAID, PAYABLE, UNPAID, type OrderLifecycle } from '../transactions/lifecycle';
import { transactionRepository, type TransactionRow } from '../transactions/repository';
import { VOIDED, paymentRepository, type NotificationRow, type PaymentRow } from './repository';

/** 4xx with both `message` and the original's `error`. */

/** Where each provider status moves an order, from which statuses (never backwards), and the history's note. */
const OUTCOMES: Record<string, { to: TransactionStatus; from: readonly TransactionStatus[]; note: string }> = {
  settlement: { to: 'sudah-bayar', from: UNPAID, note: 'Pembayaran diterima' },
  success: { to: 'sudah-bayar', from: UNPAID, note: 'Pembayaran diterima' },
  pending: { to: 'pembayaran-tertunda', from: UNPAID, note: 'Menunggu pembayaran di penyedia pembayaran' },
  deny: { to: 'gagal', from: UNPAID, note: 'Pembayaran ditolak penyedia pembayaran' },
  cancel: { to: 'dibatalkan-admin', from: UNPAID, note: 'Dibatalkan oleh penyedia pembayaran' },
  expire: { to: 'pembayaran-kadarluarsa', from: UNPAID, note: 'Kedaluwarsa di penyedia pembayaran' },
};

/** The order history's note for a provider outcome, naming the payment method as the buyer knows it. */
export const outcomeNote = (providerStatus: string, paymentType: string | null | undefined): string =>
  paymentType ? `${OUTCOMES[providerStatus].note} · ${paymentMethodName(paymentType)}` : OUTCOMES[providerStatus].note;

/**
 * The status_code Midtrans signs with each status (its code tables); a capture's depends on its fraud_status.
 * Only status_code is signed, so a status that does not match it was written by someone else. A cancel comes
 * as 200 (a card void) or 202.
 */
const SIGNED_CODES: Record<string, readonly string[]> = {
  settlement: ['200'],
  success: ['200'],
  'capture/accept': ['200'],
  cancel: ['200', '202'],
  pending: ['201'],
  'capture/challenge': ['201'],
  deny: ['202'],
  'capture/deny': ['202'],
  expire: ['407'],
};
export const UNSIGNED_STATUS_MESSAGE = 'Status notifikasi tidak sesuai dengan status_code yang ditandatangani';

/**
 * Whether the unsigned transaction_status and fraud_status agree with the signed status_code. A fraud verdict
 * other than accept belongs only to a capture or a deny; a status this shop ignores (refund…) passes.
 */
function agreesWithSignedCode(n: PaymentNotification): boolean {
  const status = asText(n.transaction_status);
  const fraud = asText(n.fraud_status);
  if (fraud !== '' && fraud !== 'accept' && status !== 'capture' && !(status === 'deny' && fraud === 'deny')) return false;
  const expected = SIGNED_CODES[status === 'capture' ? `capture/${fraud}` : status];
  return expected === undefined ? status !== 'capture' : expected.includes(asText(n.status_code));
}

/**
 * A cancel signed with 202, the code of a deny: Midtrans may send it, but so may someone replaying a
 * captured deny to end the order dibatalkan-admin instead of the retryable gagal. The provider decides.
 */
const isDoubtfulCancel = (n: PaymentNotification) => asText(n.transaction_status) === 'cancel' && asText(n.status_code) === '202';

/** What became of a provider's word: the notification handler's answer for each. */
type Applied = 'replay' | 'wrong amount' | 'ignored' | 'challenged' | 'updated' | 'unchanged' | 'paid too late';
const NOTIFY_ANSWERS: Record<Exclude<Applied, 'wrong amount'>, string> = {
  replay: 'Payment status unchanged',
  ignored: 'Payment status ignored',
  challenged: 'Pembayaran memerlukan verifikasi lebih lanjut',
  updated: 'Payment status updated',
  unchanged: 'Payment status unchanged',
  'paid too late': 'Payment status unchanged',
};

/** What reconciling one order did; `unknown`: the provider has no payment by that order id (the payer never chose). */
export type Reconciliation = 'no payment' | 'unknown' | 'unreachable' | 'updated' | 'unchanged';

/** Appended to the history's note when the status came from asking the provider rather than from its notification. */
export const RECONCILED_NOTE = ' · dicocokkan dengan penyedia pembayaran';

const PAYMENT_NOT_FOUND = 'Pembayaran tidak ditemukan';

const iso = (date: Date) => new Date(date).toISOString();

const wireNotification = ({ received_at, provider_transaction_id, ...fields }: NotificationRow) => ({
  received_at: iso(received_at),
  ...fields,
  transaction_id: provider_transaction_id,
});

/** What is kept of a notification: the fields an admin needs to follow a payment, never the signature. */
const receivedFields = (n: PaymentNotification) => ({
  transaction_status: n.transaction_status ?? null,
  status_code: n.status_code ?? null,
  payment_type: n.payment_type ?? null,
  provider_transaction_id: n.transaction_id ?? null,
  gross_amount: n.gross_amount ?? null,
  fraud_status: n.fraud_status ?? null,
});

/** Midtrans writes `2024-06-01 10:00:00`, Jakarta time. */
function providerTime(text: string | undefined): Date {
  const parsed = text ? new Date(`${text.replace(' ', 'T')}+07:00`) : new Date(NaN);
  return Number.isNaN(parsed.getTime()) ? new Date() : parsed;
}

export interface PaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  lifecycle: OrderLifecycle;
  flow: 'popup' | 'redirect';
  serverKey: string;
  publicUrl: string;
  log: PaymentLog;
  /** Counts each payment settled after its order ended unpaid (the metric `pcb_orders_settled_after_expiry_total`). */
  settledAfterExpiry?: { inc(): void };
}

export interface PaymentLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export function paymentService({ db, gateway, lifecycle, flow, serverKey, publicUrl, log, settledAfterExpiry }: PaymentDeps) {
  const orders = transactionRepository(db);
  const payments = paymentRepository(db);
  const signedByProvider = (n: PaymentNotification) =>
    signatureMatches(notificationSignature(asText(n.order_id), asText(n.status_code), asText(n.gross_amount), serverKey), n.signature_key);

  /** The popup flow hands out the Snap token; the redirect flow the page's URL as `token`. */
  const present = (payment: PaymentRow) =>
    flow === 'redirect'
      ? { token: payment.redirect_url, hasPaymentUrl: true, redirect_url: payment.redirect_url }
      : { token: payment.snap_token, hasPaymentUrl: false, redirect_url: payment.redirect_url };

  /** The buyer's order in one of `payable` that still holds its stock. */
  async function ownUnpaidOrder(userId: string, body: { transactionId?: string }, payable = UNPAID, on = orders): Promise<TransactionRow> {
    const id = asText(body.transactionId).trim();
    if (!id) throw refusal(400, 'Transaction ID is required');
    const order = isId(id) ? await on.find(id, userId) : null;
    if (!order) throw refusal(404, 'Transaction not found');
    if (!payable.includes(order.status) || order.stock_released) throw refusal(409, `Transaksi berstatus ${order.status} tidak dapat dibayar`);
    return order;
  }

  /** Items priced as stored with the order, plus shipping: they add up to the order's total, as Snap requires. */
  async function snapOrder(on: typeof orders, order: TransactionRow, orderId: string): Promise<SnapOrder> {
    const [items, expeditions] = await Promise.all([on.items([order._id]), on.expeditions([order._id])]);
    const itemDetails = items.map((item) => ({
      id: (item.id_product ?? item.id_request ?? item._id).trim(),
      name: item.name.slice(0, 50),
      price: Number(item.unit_price),
      quantity: item.quantity,
    }));
    const shipping = Number(expeditions[0]?.shipping_cost ?? 0);
    if (shipping > 0) itemDetails.push({ id: 'SHIPPING_COST', name: 'Ongkos Kirim', price: shipping, quantity: 1 });
    const [first, ...rest] = (order.name ?? order.username).split(' ');
    return {
      order_id: orderId,
      gross_amount: Number(order.total_payment),
      item_details: itemDetails,
      customer_details: { first_name: first, last_name: rest.join(' '), email: order.email, phone: order.phone ?? '' },
      finish_url: `${publicUrl}/transaksi`,
    };
  }

  /** Money arrived for an order that had already ended unpaid (expired, rejected): someone must refund it. */
  async function warnIfPaidTooLate(transactionId: string, orderId: string): Promise<void> {
    const order = await orders.find(transactionId);
    if (!order || !ENDED_UNPAID.has(order.status)) return;
    settledAfterExpiry?.inc();
    log.warn({ orderId, status: order.status }, 'payment settled after the order ended unpaid: refund needed');
  }

  /** Runs on the session that holds the order's lock, and only there: it never needs a second pooled connection. */
  async function startPayment(session: Session, userId: string, body: { transactionId?: string }): Promise<{ created: boolean; body: PaymentStart }> {
    const [held, heldPayments] = [transactionRepository(session), paymentRepository(session)];
    // A failed payment may be tried again, as a new attempt, while the order holds its stock.
    const order = await ownUnpaidOrder(userId, body, PAYABLE, held);
    const pending = await heldPayments.latestFor(order._id);
    if (pending?.status === 'pending') {
      return { created: false, body: { message: 'Transaction already exists', ...present(pending), status: order.status } };
    }
    const orderId = `COE-${order._id}-${(await heldPayments.attempts(order._id)) + 1}`;
    let snap;
    try {
      snap = await gateway.createTransaction(await snapOrder(held, order, orderId));
    } catch (error) {
      if (!(error instanceof PaymentUnavailable)) throw error;
      log.warn({ reason: error.message }, 'payment provider refused');
      throw refusal(502, 'Gagal memulai pembayaran');
    }
    const payment = { id: newId(), orderId, transactionId: order._id, amount: Number(order.total_payment), token: snap.token, redirectUrl: snap.redirect_url };
    await session.transaction(async (tx) => {
      await paymentRepository(tx).insert(payment);
      await lifecycle.moveWithin(tx, order._id, ['menunggu-pembayaran', 'gagal'], 'pembayaran-tertunda', { note: 'Pembayaran dimulai' });
    });
    const stored = (await heldPayments.findByOrderId(orderId)) as PaymentRow;
    return { created: true, body: { message: 'Payment created successfully', ...present(stored), status: 'pembayaran-tertunda' } };
  }

  /**
   * The one path a provider's word takes, a notification or the status API's answer: kept once (a replay
   * adds no row and changes nothing), then the order moved forward only, all in one transaction.
   */
  function applyProviderWord(payment: PaymentRow, word: PaymentNotification, source: 'notification' | 'provider'): Promise<Applied> {
    return db
      .transaction(async (tx) => {
        const repo = paymentRepository(tx);
        const current = await repo.lock(payment._id);
        if (!(await repo.addNotification(payment._id, receivedFields(word)))) return 'replay';
        if (Number(word.gross_amount) !== Number(payment.amount)) return 'wrong amount';
        const status = asText(word.transaction_status);
        if (current.status === VOIDED) {
          if (OUTCOMES[status]?.to === 'sudah-bayar' || status === 'capture') {
            settledAfterExpiry?.inc();
            log.warn({ orderId: payment.order_id, status }, 'payment settled after the shop cancelled it: refund needed');
          }
          return 'ignored';
        }
        if (status === 'capture' && word.fraud_status !== 'accept') return 'challenged';
        const outcomeKey = status === 'capture' ? 'settlement' : status;
        const outcome = OUTCOMES[outcomeKey];
        if (!outcome) {
          log.info({ orderId: payment.order_id, status }, 'payment notification ignored');
          return 'ignored';
        }
        const note = outcomeNote(outcomeKey, word.payment_type) + (source === 'provider' ? RECONCILED_NOTE : '');
        const moved = await lifecycle.moveWithin(tx, payment.transaction_id, outcome.from, outcome.to, {
          note,
          alongside: (inner) =>
            paymentRepository(inner).record(payment._id, status, word.payment_type ?? null, providerTime(word.settlement_time ?? word.transaction_time)),
        });
        return moved ? 'updated' : outcome.to === 'sudah-bayar' ? 'paid too late' : 'unchanged';
      })
      .then(async (applied) => {
        if (applied === 'paid too late') await warnIfPaidTooLate(payment.transaction_id, payment.order_id);
        return applied;
      });
  }

  /** Asks the provider for the payment's status and applies it like a notification. */
  async function reconcilePayment(payment: PaymentRow): Promise<Reconciliation> {
    let answer;
    try {
      answer = await gateway.status(payment.order_id);
    } catch (error) {
      if (!(error instanceof PaymentUnavailable)) throw error;
      log.warn({ orderId: payment.order_id, reason: error.message }, 'payment provider could not be asked for a status');
      return 'unreachable';
    }
    if (!answer) return 'unknown';
    if (asText(answer.order_id) !== payment.order_id || !signedByProvider(answer)) {
      log.warn({ orderId: payment.order_id }, 'payment status answer refused: not signed for this order');
      return 'unreachable';
    }
    return (await applyProviderWord(payment, answer, 'provider')) === 'updated' ? 'updated' : 'unchanged';
  }

  /** The order's newest payment reconciled with the provider; an order never sent to the provider has nothing to ask. */
  async function reconcileOrder(transactionId: string): Promise<Reconciliation> {
    const payment = await payments.latestFor(transactionId);
    return payment ? reconcilePayment(payment) : 'no payment';
  }

  return {
    /**
     * One at a time per order, across instances: a double click gets the payment the first click made.
     * The order is checked before the lock too, so an id that is not the buyer's payable order takes none.
     */
    async create(userId: string, body: { transactionId?: string }): Promise<{ created: boolean; body: PaymentStart }> {
      const order = await ownUnpaidOrder(userId, body, PAYABLE);
      return db.withLock(`payment:${order._id}`, (session) => startPayment(session, userId, body));
    },

    async resume(userId: string, body: { transactionId?: string }) {
      const order = await ownUnpaidOrder(userId, body);
      const payment = await payments.latestFor(order._id);
      if (!payment) throw refusal(404, 'Data pembayaran tidak ditemukan');
      return { message: 'Continue payment', ...present(payment) };
    },

    /** The shop cancelled this payment (the simulator, like the provider, then takes no money for it). */
    isVoided: async (orderId: string) => (await payments.findByOrderId(orderId))?.status === VOIDED,

    /**
     * Signed, idempotent, forward-only. A wrong signature changes nothing and answers 403. A doubtful one
     * (its status is not the one signed, or a cancel signed like a deny) is not applied: the provider is asked.
     */
    async notify(notification: PaymentNotification) {
      const orderId = asText(notification.order_id);
      if (!signedByProvider(notification)) throw httpErrors.forbidden('Invalid signature');
      const agrees = agreesWithSignedCode(notification);
      const payment = await payments.findByOrderId(orderId);
      if (!agrees || isDoubtfulCancel(notification)) {
        log.warn(
          { orderId, statusCode: notification.status_code, status: notification.transaction_status },
          'doubtful payment notification: asking the provider',
        );
        if (payment) await reconcilePayment(payment).catch((error: Error) => log.warn({ orderId, reason: error.message }, 'reconciliation failed'));
        if (!agrees) throw refusal(400, UNSIGNED_STATUS_MESSAGE);
        return { message: 'Payment status checked with the provider' };
      }
      if (!payment) throw refusal(404, PAYMENT_NOT_FOUND);
      const outcome = await applyProviderWord(payment, notification, 'notification');
      if (outcome === 'wrong amount') throw httpErrors.badRequest('gross_amount does not match the order');
      return { message: NOTIFY_ANSWERS[outcome] };
    },

    /** Asks the provider about the order's newest payment and applies its answer; see `reconcileOrder`. */
    reconcileOrder,

    /**
     * Every order still waiting for its payment, reconciled with the provider (after a restore, before the
     * shop takes traffic). Returns the count per outcome.
     */
    async reconcileUnpaid(): Promise<Record<Reconciliation, number>> {
      const counts: Record<Reconciliation, number> = { 'no payment': 0, unknown: 0, unreachable: 0, updated: 0, unchanged: 0 };
      for (const id of await payments.ordersAwaitingPayment(null)) counts[await reconcileOrder(id)] += 1;
      return counts;
    },

    /**
     * Before the expiry sweep: every unpaid order past its deadline that has a payment is reconciled, so
     * one the provider says is paid becomes sudah-bayar instead. Returns the ids the provider could not be
     * asked about, which the sweep leaves for its next round.
     */
    async reconcileBeforeExpiry(expirySeconds: number): Promise<string[]> {
      const unreachable: string[] = [];
      for (const id of await payments.ordersAwaitingPayment(expirySeconds)) if ((await reconcileOrder(id)) === 'unreachable') unreachable.push(id);
      return unreachable;
    },

    /** A payment by its id, or an order's newest payment by the order's id. */
    async detail(id: string): Promise<PaymentDetail> {
      const row = await payments.detail(id);
      if (!row) throw httpErrors.notFound(PAYMENT_NOT_FOUND);
      const notifications = (await payments.notifications(row._id)).map(wireNotification);
      return {
        _id: row._id,
        order_id: row.order_id,
        transaction_id: row.transaction_id,
        transaction_status: row.transaction_status,
        buyer: { _id: row.id_user, username: row.username, name: row.name, email: row.email, phone: row.phone },
        amount: Number(row.amount),
        payment_method: row.payment_method,
        status: row.status,
        provider_transaction_id: notifications.findLast((n) => n.transaction_id)?.transaction_id ?? null,
        transaction_time: row.transaction_time ? iso(row.transaction_time) : null,
        created_at: iso(row.created_at),
        notifications,
      };
    },
  };
}
