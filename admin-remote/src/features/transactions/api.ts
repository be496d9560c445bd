import { endpoints, type Transaction, type TransactionStatus } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

export const transactionQueries = {
  /** Every buyer's orders in the given statuses, newest first. */
  list: (statuses: readonly TransactionStatus[]) =>
    queryOptions({
      queryKey: scopedKey('admin', 'transactions', statuses),
      queryFn: ({ signal }) => bff.admin(endpoints.adminListTransactions, { query: { status: [...statuses] }, signal }),
    }),
};

export const rejectTransaction = (transaction: Transaction) => bff.admin(endpoints.rejectTransaction, { body: { id: transaction._id } });

export const approveTransaction = (transaction: Transaction) => bff.admin(endpoints.approveTransaction, { body: { id: transaction._id } });

export const sendTransaction = ({ transaction, resi }: { transaction: Transaction; resi: string }) =>
  bff.admin(endpoints.sendTransaction, { body: { id: transaction._id, resi: resi.trim() } });
