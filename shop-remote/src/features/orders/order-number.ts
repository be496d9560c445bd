import type { Transaction } from '@pcb/contract';

/** A short order number for people: the last eight characters of its id. */
export const orderNumber = (order: Pick<Transaction, '_id'>) => `#${order._id.slice(-8).toUpperCase()}`;
