import { TextareaField, useForm } from '@pcb/shared-ui/forms';
import { FormDialog } from '@pcb/shared-ui/overlays';
import type { CustomRequest } from '../api';
import type { useRequestActions } from '../hooks/use-request-actions';

interface DeclinePriceDialogProps {
  request: CustomRequest;
  decline: ReturnType<typeof useRequestActions>['decline'];
  onClose(): void;
}

/** Declining the admin's price changes asks why: the admin reads it when the request comes back for review. */
export function DeclinePriceDialog({ request, decline, onClose }: DeclinePriceDialogProps) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  return (
    <FormDialog
      open
      title={`Tolak perubahan harga ${request.name}`}
      form={form}
      submitLabel="Tolak Harga"
      pending={decline.isPending}
      onSubmit={({ reason }) => decline.submit({ request, reason })}
      onClose={onClose}
    >
      <TextareaField name="reason" label="Alasan menolak" helperText="Request kembali menjadi draf; Anda dapat mengubah dan mengirimnya lagi." />
    </FormDialog>
  );
}
