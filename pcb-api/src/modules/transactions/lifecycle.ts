import type { TransactionStatus } from '@pcb/contract';
import type { Database, Executor } from '../../db/database';
import { mailOutbox } from '../mail/repository';
import { orderPaidMail, orderShippedMail, type OrderMailFacts } from './mails';
import { transactionRepository } from './repository';

export const NOT_FOUND_MESSAGE = 'Transaction not found or user unauthorized';

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
  publicUrl: string;
}

/** `JNE REG · resi JP123`: what the buyer's timeline shows for the shipping step. */
async function shippedNote(tx: Executor, id: string, resi: string): Promise<string> {
  const [expedition] = await transactionRepository(tx).expeditions([id]);
  return expedition ? `${expedition.courier.toUpperCase()} ${expedition.shipping_option} · resi ${resi}` : `resi ${resi}`;
}

/**
 * Every status change of an order goes through `move`: guarded by the current status (so a repeated
 * or late event changes nothing), in one database transaction with what it implies, its line in the
 * order's history and the buyer's mail in the outbox. (Creation writes the first line, `menunggu-pembayaran`.)
 */
export function orderLifecycle({ db, publicUrl }: LifecycleDeps) {
  /** Queues the mail a step sends, keyed by order and step: the same step never mails twice. */
  async function announce(tx: Executor, id: string, to: TransactionStatus, resi: string | undefined): Promise<void> {
    if (to !== 'sudah-bayar' && !(to === 'dikirim' && resi)) return;
    const orders = transactionRepository(tx);
    const order = await orders.find(id);
    if (!order) return;
    const facts: OrderMailFacts = { to: order.email, name: order.name ?? order.username, orderId: id, total: Number(order.total_payment), publicUrl };
    const outbox = mailOutbox(tx);
    if (to === 'sudah-bayar') await outbox.enqueue(`order:${id}:sudah-bayar`, orderPaidMail(facts));
    if (to === 'dikirim' && resi) {
      const [expedition] = await orders.expeditions([id]);
      await outbox.enqueue(`order:${id}:dikirim`, orderShippedMail(facts, expedition?.courier ?? '', resi));
    }
  }

  /** `move` inside the caller's transaction (the expiry sweep, which claims its orders there first). */
  async function moveWithin(tx: Executor, id: string, from: readonly TransactionStatus[], to: TransactionStatus, options: MoveOptions = {}): Promise<boolean> {
    const orders = transactionRepository(tx);
    const before = await orders.lockStatus(id);
    if (!(await orders.move(id, from, to, options.userId))) return false;
    if (ENDED_UNPAID.has(to)) await orders.release(id);
    await options.alongside?.(tx);
    const note = options.resi ? await shippedNote(tx, id, options.resi) : options.note;
    // A repeated event (a second pending notification) is no step of its own.
    if (before !== to) await orders.recordStatus(id, to, note ?? null);
    await announce(tx, id, to, options.resi);
    return true;
  }

  return {
    moveWithin,
    move(id: string, from: readonly TransactionStatus[], to: TransactionStatus, options: MoveOptions = {}): Promise<boolean> {
      return db.transaction((tx) => moveWithin(tx, id, from, to, options));
    },
  };
}

export type OrderLifecycle = ReturnType<typeof orderLifecycle>;
