import type { TransactionStatus } from '@pcb/contract';
import type { Database, Executor } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { orderPaidMail, orderShippedMail, type OrderMailFacts } from './mails';
import { transactionRepository } from './repository';

export const UNPAID: readonly TransactionStatus[] = ['menunggu-pembayaran', 'pembayaran-tertunda'];
/**
 * A failed payment (gagal) ends nothing yet: the order keeps its stock until its payment deadline and
 * the buyer may pay again or cancel; at the deadline the stock goes back and the status stays gagal.
 */
export const PAYABLE: readonly TransactionStatus[] = [...UNPAID, 'gagal'];
/** Endings without payment: the reserved stock and the custom request come back. */
export const ENDED_UNPAID: ReadonlySet<TransactionStatus> = new Set(['dibatalkan-pembeli', 'dibatalkan-admin', 'pembayaran-kadarluarsa']);

export interface MoveOptions {
  /** Only this buyer's order. */
  userId?: string;
  /** More writes that belong to the same change (the tracking number, the payment row). */
  alongside?: (tx: Executor) => Promise<void>;
  /** The tracking number: recorded with the courier and service in the history, and mailed. */
  resi?: string;
  /** Who or what made the change, kept in the order's history. */
  note?: string;
}

export interface LifecycleDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: { error(details: object, message: string): void };
}

/** `JNE REG · resi JP123`: what the buyer's timeline shows for the shipping step. */
async function shippedNote(tx: Executor, id: string, resi: string): Promise<string> {
  const [expedition] = await transactionRepository(tx).expeditions([id]);
  return expedition ? `${expedition.courier.toUpperCase()} ${expedition.shipping_option} · resi ${resi}` : `resi ${resi}`;
}

/**
 * Every status change of an order goes through `move`: guarded by the current status (so a repeated
 * or late event changes nothing), in one database transaction with what it implies and its line in
 * the order's history, mails afterwards. (Creation writes the first line, `menunggu-pembayaran`.)
 */
export function orderLifecycle({ db, mailer, publicUrl, log }: LifecycleDeps) {
  async function mailFacts(id: string): Promise<OrderMailFacts | null> {
    const order = await transactionRepository(db).find(id);
    if (!order) return null;
    return { to: order.email, name: order.name ?? order.username, orderId: id, total: Number(order.total_payment), publicUrl };
  }

  async function announce(id: string, to: TransactionStatus, resi: string | undefined): Promise<void> {
    try {
      const facts = await mailFacts(id);
      if (!facts) return;
      if (to === 'sudah-bayar') await mailer.send(orderPaidMail(facts));
      if (to === 'dikirim' && resi) {
        const [expedition] = await transactionRepository(db).expeditions([id]);
        await mailer.send(orderShippedMail(facts, expedition?.courier ?? '', resi));
      }
    } catch (error) {
      // The order has changed already; a mail that fails is logged, never undone or reported to the caller.
      log.error({ err: error, transaction: id }, 'order mail failed');
    }
  }

  return {
    async move(id: string, from: readonly TransactionStatus[], to: TransactionStatus, options: MoveOptions = {}): Promise<boolean> {
      const moved = await db.transaction(async (tx) => {
        const orders = transactionRepository(tx);
        const before = await orders.lockStatus(id);
        if (!(await orders.move(id, from, to, options.userId))) return false;
        if (ENDED_UNPAID.has(to)) await orders.release(id);
        await options.alongside?.(tx);
        const note = options.resi ? await shippedNote(tx, id, options.resi) : options.note;
        // A repeated event (a second pending notification) is no step of its own.
        if (before !== to) await orders.recordStatus(id, to, note ?? null);
        return true;
      });
      if (moved) await announce(id, to, options.resi);
      return moved;
    },
  };
}

export type OrderLifecycle = ReturnType<typeof orderLifecycle>;
