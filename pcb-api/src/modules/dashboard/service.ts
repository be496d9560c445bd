import type { Database } from '../../db/database';
import { paymentRepository, type PaymentWithBuyer } from '../payments/repository';
import type { TransactionService } from '../transactions/service';
import { transactionRepository } from '../transactions/repository';

const iso = (date: Date) => new Date(date).toISOString();

function wirePayment(row: PaymentWithBuyer) {
  return {
    _id: row._id,
    order_id: row.order_id,
    transaction_id: {
      _id: row.transaction_id,
      id_user: { _id: row.id_user, name: row.name, email: row.email, phone: row.phone },
      status: row.transaction_status,
      total_payment: Number(row.total_payment),
    },
    payment_method: row.payment_method,
    status: row.status,
    amount: Number(row.amount),
    transaction_time: row.transaction_time ? iso(row.transaction_time) : null,
    created_at: iso(row.created_at),
    createdAt: iso(row.created_at),
  };
}

export function dashboardService(db: Database, orders: TransactionService) {
  return {
    async requestCount() {
      const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM custom_requests WHERE status = 'admin-review'`);
      return { totalDataCount: Number(rows[0]?.count ?? 0) };
    },

    payments: async () => (await paymentRepository(db).listWithBuyers(null)).map(wirePayment),

    async transactions() {
      const repo = transactionRepository(db);
      const [rows, revenue] = await Promise.all([repo.list({}), repo.revenue()]);
      return { transactions: await orders.populate(rows), totalPayment: revenue };
    },
  };
}
