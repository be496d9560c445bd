import { MAX_PRICE_CHANGES } from '@pcb/contract';
import { changedPrice } from '@pcb/contract/domain';
import { Button, Flex, formatRupiah, Heading, Stack, Text } from '@pcb/shared-ui';
import { NumberField, TextField, useFieldArray, useFormContext, useWatch } from '@pcb/shared-ui/forms';
import type { TypedPriceChange } from '../api';

/** A typed amount as whole rupiah, or null while it is not one (the rules name it on submit). */
export const typedAmount = (amount: string): number | null => (/^-?\d{1,9}$/.test(amount.trim()) ? Number(amount) : null);

/** The final price the typed changes make of the price the buyer saw; amounts not yet whole count as 0. */
export const typedFinalPrice = (totalCost: number, changes: readonly TypedPriceChange[]) =>
  changedPrice(
    totalCost,
    changes.map((change) => ({ amount: typedAmount(change.amount) ?? 0 })),
  );

/** The admin's named changes to the price the buyer saw, with the final price they make, worked out as they are typed. */
export function PriceChangesFields({ totalCost }: { totalCost: number }) {
  const { control } = useFormContext<{ price_changes: TypedPriceChange[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'price_changes' });
  const changes = useWatch({ control, name: 'price_changes' });
  return (
    <Stack role="group" aria-labelledby="price-changes-heading" gap="3">
      <Heading as="h3" size="sm" id="price-changes-heading">
        Perubahan harga
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Tulis setiap perubahan dari harga yang dilihat pembeli beserta alasannya (negatif untuk potongan). Pembeli menyetujuinya sebelum memesan.
      </Text>
      {fields.map((field, index) => (
        <Flex key={field.id} gap="2" align="end" direction={{ base: 'column', sm: 'row' }}>
          <TextField name={`price_changes.${index}.reason`} label={`Alasan perubahan ${index + 1}`} placeholder="Panel fee" maxLength={100} />
          <NumberField name={`price_changes.${index}.amount`} label={`Jumlah perubahan ${index + 1} (Rp)`} step={1} />
          <Button type="button" variant="outline" colorPalette="red" flexShrink={0} onClick={() => remove(index)}>
            {`Hapus perubahan ${index + 1}`}
          </Button>
        </Flex>
      ))}
      {fields.length < MAX_PRICE_CHANGES && (
        <Button type="button" variant="outline" alignSelf="start" onClick={() => append({ reason: '', amount: '' })}>
          Tambah perubahan harga
        </Button>
      )}
      <Text fontWeight="bold" aria-live="polite">
        {`Harga akhir: ${formatRupiah(typedFinalPrice(totalCost, changes))}`}
      </Text>
    </Stack>
  );
}
