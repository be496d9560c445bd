import type { customRequestEndpoints, PaymentDetail, ResponseOf, Transaction } from '@pcb/contract';
import { unreviewedRequestFields } from '@pcb/shared-ui/testing';

/** Requests, orders and payments as the upstream answers them, for the review, transaction and payment-detail tests. */

let next = 0x100;
const newId = () => (next++).toString(16).padStart(24, '0');
/** 04-03-2026 05:06:07 in the test machine's time zone. */
export const AT = new Date(2026, 2, 4, 5, 6, 7).toISOString();

type PrototypeRow = ResponseOf<typeof customRequestEndpoints.adminListPrototypeRequests>[number];
type AssemblyRow = ResponseOf<typeof customRequestEndpoints.adminListAssemblyRequests>[number];

const requestHeader = () => ({
  _id: newId(),
  id_user: { _id: newId(), username: 'budi' },
  status: 'admin-review' as const,
  ...unreviewedRequestFields(),
  review_due_at: null,
  createdAt: AT,
  updatedAt: AT,
});

export function aPrototypeRequest(overrides: Partial<PrototypeRow> = {}): PrototypeRow {
  const request = { ...requestHeader(), name: 'Costom Prototype', board_type: 'Single Pieces', layer: '2 Layer', width: '50', length: '30', quantity: '5' };
  return { ...request, ...overrides } as PrototypeRow;
}

export function anAssemblyRequest(overrides: Partial<AssemblyRow> = {}): AssemblyRow {
  const request = { ...requestHeader(), name: 'Costom Assembly', flexible_option: 'Turnkey', quantity: 25, notes: 'Sensor kelembapan' };
  return { ...request, ...overrides } as AssemblyRow;
}

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const id = newId();
  return {
    _id: id,
    id_user: {
      _id: newId(),
      username: 'budi',
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '081234567890',
      address: {
        detail_address: 'Jl. Ahmad Yani No. 1',
        province: '21',
        province_name: 'Kepulauan Riau',
        city: '2171',
        city_name: 'Kota Batam',
        district: '217101',
        district_name: 'Batam Kota',
        sub_district: '2171011001',
        sub_district_name: 'Belian',
      },
    },
    product: [
      {
        standart: [
          {
            _id: newId(),
            id_product: { _id: newId(), product_name: 'Arduino Uno R3', harga: 120000, picture_url: null, image_url: null },
            quantity: 2,
          },
        ],
        costom_prototype: [],
        costom_assembly: [],
      },
    ],
    status: 'menunggu-pembayaran',
    expedition: [{ _id: newId(), courier: 'jne', shipping_option: 'REG', shipping_cost: 18000 }],
    total_payment: 258000,
    estimated_delivery: '2-3',
    created_at: AT,
    updated_at: AT,
    createdAt: AT,
    history: [{ status: 'menunggu-pembayaran', at: AT }],
    photos: [],
    payment_deadline: null,
    ...overrides,
  };
}

export function aPaymentDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  const transactionId = newId();
  return {
    _id: newId(),
    order_id: `COE-${transactionId}-1`,
    transaction_id: transactionId,
    transaction_status: 'sudah-bayar',
    buyer: { _id: newId(), username: 'budi', name: 'Budi Santoso', email: 'budi@example.com', phone: '081234567890' },
    amount: 258000,
    payment_method: 'bank_transfer',
    status: 'settlement',
    provider_transaction_id: '7d3f1c2e-0000-4000-8000-000000000001',
    transaction_time: AT,
    created_at: AT,
    notifications: [
      {
        received_at: '2026-03-04T05:07:00.000Z',
        transaction_status: 'pending',
        status_code: '201',
        payment_type: 'bank_transfer',
        transaction_id: '7d3f1c2e-0000-4000-8000-000000000001',
        gross_amount: '258000.00',
        fraud_status: null,
      },
      {
        received_at: '2026-03-04T05:09:30.000Z',
        transaction_status: 'settlement',
        status_code: '200',
        payment_type: 'bank_transfer',
        transaction_id: '7d3f1c2e-0000-4000-8000-000000000001',
        gross_amount: '258000.00',
        fraud_status: 'accept',
      },
    ],
    ...overrides,
  };
}
