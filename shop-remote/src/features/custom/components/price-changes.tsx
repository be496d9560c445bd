import { formatRupiah } from '@pcb/shared-ui';
import { FactTable } from '@pcb/shared-ui/views';
import type { CustomRequest } from '../api';

const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatRupiah(Math.abs(amount))}`;

/** The price the buyer saw, each change the admin named, and the final price: a changed price is explained, not struck through. */
export function PriceChanges({ request }: { request: CustomRequest }) {
  const finalPrice = request.final_cost ?? request.total_cost;
  return (
    <FactTable
      caption="Perubahan harga"
      facts={[
        { label: 'Harga saat diajukan', value: formatRupiah(request.total_cost) },
        ...request.price_changes.map((change) => ({ label: change.reason, value: signed(change.amount) })),
        { label: 'Harga akhir', value: formatRupiah(finalPrice) },
      ]}
    />
  );
}
