import type { Transaction } from '@pcb/contract';
import { BATAM_ADDRESS } from './account';

let next = 1;
const nextId = () => (0xe000 + next++).toString(16).padStart(24, '0');

/** An order of two 10 x 10 PCBs by JNE REG, as pcb-api answers it; pass only what the test is about. */
export function anOrder(overrides: Partial<Transaction> = {}): Transaction {
  const created = overrides.created_at ?? '2026-03-01T02:00:00.000Z';
  return {
    _id: nextId(),
    id_user: { _id: 'b'.repeat(24), username: 'budi', name: 'Budi Santoso', email: 'budi@example.com', phone: '081234567890', address: BATAM_ADDRESS },
    product: [
      {
        standart: [
          { _id: nextId(), id_product: { _id: 'c'.repeat(24), product_name: 'PCB FR4 10x10', harga: 50000, picture_url: null, image_url: null }, quantity: 2 },
        ],
        costom_prototype: [],
        costom_assembly: [],
      },
    ],
    status: 'menunggu-pembayaran',
    expedition: [{ _id: nextId(), courier: 'jne', shipping_option: 'REG', shipping_cost: 9000 }],
    total_payment: 109000,
    estimated_delivery: '2-3 day',
    created_at: created,
    updated_at: created,
    createdAt: created,
    history: [{ status: 'menunggu-pembayaran', at: created }],
    photos: [],
    payment_deadline: null,
    ...overrides,
  };
}
