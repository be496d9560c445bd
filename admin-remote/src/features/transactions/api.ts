import { transactionEndpoints, type OrderPhoto, type Transaction, type TransactionStatus } from '@pcb/contract';
import { bff, queryOptions, scopedKey } from '@pcb/shared-ui';

export const transactionQueries = {
  /** Every buyer's orders in the given statuses, newest first. */
  list: (statuses: readonly TransactionStatus[]) =>
    queryOptions({
      queryKey: scopedKey('admin', 'transactions', statuses),
      queryFn: ({ signal }) => bff.admin(transactionEndpoints.adminListTransactions, { query: { status: [...statuses] }, signal }),
    }),
};

export const rejectTransaction = (transaction: Transaction) => bff.admin(transactionEndpoints.rejectTransaction, { body: { id: transaction._id } });

export const approveTransaction = (transaction: Transaction) => bff.admin(transactionEndpoints.approveTransaction, { body: { id: transaction._id } });

export const sendTransaction = ({ transaction, resi }: { transaction: Transaction; resi: string }) =>
  bff.admin(transactionEndpoints.sendTransaction, { body: { id: transaction._id, resi: resi.trim() } });

/** One photo of the board, as the catalogue's pictures are sent (multipart, field `photo`). */
export function addOrderPhoto({ transaction, photo }: { transaction: Transaction; photo: File }) {
  const body = new FormData();
  body.append('photo', photo);
  return bff.admin(transactionEndpoints.addOrderPhoto, { params: { id: transaction._id }, body });
}

export const removeOrderPhoto = ({ transaction, photo }: { transaction: Transaction; photo: OrderPhoto }) =>
  bff.admin(transactionEndpoints.removeOrderPhoto, { params: { id: transaction._id, photoId: photo._id } });
