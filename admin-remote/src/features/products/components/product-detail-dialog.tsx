import type { Product } from '@pcb/contract';
import { Button, CloseButton, fileUrl, formatRupiah, Image, SimpleGrid, Stack, Text } from '@pcb/shared-ui';
import { Dialog, Portal } from '@pcb/shared-ui/overlays';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </>
  );
}

/** The detail modal of a product row (spec §9: 500 px wide). */
export function ProductDetailDialog({ product, onClose }: { product: Product; onClose(): void }) {
  const facts = [
    { label: 'Category', value: product.id_category?.category_name ?? 'Data tidak tersedia' },
    { label: 'Price', value: formatRupiah(product.harga) },
    { label: 'Stock', value: product.stock },
    { label: 'Weight', value: `${product.weight} gram` },
  ];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px">
            <Dialog.Header>
              <Dialog.Title>{product.product_name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Image src={fileUrl(product.picture_url)} alt={product.product_name} rounded="md" maxH="60" objectFit="contain" />
                <SimpleGrid as="dl" columns={2} gapX="4" gapY="1">
                  {facts.map((fact) => (
                    <Fact key={fact.label} label={fact.label} value={fact.value} />
                  ))}
                </SimpleGrid>
                <Text whiteSpace="pre-line">{product.description}</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Tutup</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Tutup detail" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
