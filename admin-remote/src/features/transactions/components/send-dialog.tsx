import { type Transaction } from '@pcb/contract';
import { orderNumber } from '@pcb/contract/domain';
import { scopedKey } from '@pcb/shared-ui';
import { allFilled, firstProblem, TextField, useForm, type Rule } from '@pcb/shared-ui/forms';
import { FormDialog } from '@pcb/shared-ui/overlays';
import { useAdminAction } from '../../../lib/use-admin-action';
import { sendTransaction } from '../api';
import { TRANSACTION_FAILURE, TRANSACTION_TEXTS } from '../texts';

type ResiValues = { resi: string };
const RESI_RULES: Rule<ResiValues>[] = [allFilled<ResiValues>(['resi'], TRANSACTION_TEXTS.resiRequired)];

/** Kirim: the courier's tracking number, which moves the order to dikirim. */
export function SendDialog({ transaction, onClose }: { transaction: Transaction; onClose(): void }) {
  const form = useForm<ResiValues>({ defaultValues: { resi: '' } });
  const send = useAdminAction({
    check: (values: ResiValues) => firstProblem(values, RESI_RULES),
    action: ({ resi }: ResiValues) => sendTransaction({ transaction, resi }),
    success: TRANSACTION_TEXTS.sent,
    failure: TRANSACTION_FAILURE,
    invalidates: [scopedKey('admin')],
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open
      title={`Kirim pesanan ${orderNumber(transaction._id)}`}
      form={form}
      submitLabel="Kirim"
      pending={send.isPending}
      onSubmit={send.submit}
      onClose={onClose}
    >
      <TextField name="resi" label="No. Resi" autoComplete="off" />
    </FormDialog>
  );
}
