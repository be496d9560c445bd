import type { Product } from '@pcb/contract';
import { fileUrl, formatRupiah, Image, Stack, Text } from '@pcb/shared-ui';
import { FactTable } from '@pcb/shared-ui/views';
import { DetailDialog } from '@pcb/shared-ui/overlays';

/** The detail modal of a product row (spec §9: 500 px wide). */
export function ProductDetailDialog({ product, onClose }: { product: Product; onClose(): void }) {
  const facts = [
    { label: 'Category', value: product.id_category?.category_name ?? 'Data tidak tersedia' },
    { label: 'Price', value: formatRupiah(product.harga) },
    { label: 'Stock', value: String(product.stock) },
    { label: 'Weight', value: `${product.weight} gram` },
  ];
  return (
    <DetailDialog open title={product.product_name} onClose={onClose}>
      <Stack gap="4">
        <Image src={fileUrl(product.picture_url)} alt={product.product_name} rounded="md" maxH="60" objectFit="contain" />
        <FactTable caption="Produk" facts={facts} />
        <Text whiteSpace="pre-line">{product.description}</Text>
      </Stack>
    </DetailDialog>
  );
}
