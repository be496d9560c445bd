import type { Product } from '@pcb/contract';
import {
  AsyncContent,
  Button,
  fileUrl,
  formatRupiah,
  generatePath,
  HStack,
  IconButton,
  Image,
  Input,
  keepPreviousData,
  PageTitle,
  RouterLink,
  Stack,
  useConfirm,
  useDebouncedValue,
  useQuery,
} from '@pcb/shared-ui';
import { DataTable, PageHeader, type Column } from '@pcb/shared-ui/views';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { deleteProduct, PRODUCTS_KEY, productQueries, SHOP_PRODUCTS_KEY } from '../api';
import { PRODUCT_TEXTS } from '../texts';

// The dialog is a Zag machine: it loads the first time a detail is opened.
const ProductDetailDialog = lazy(() => import('./product-detail-dialog').then((m) => ({ default: m.ProductDetailDialog })));

/** Spec §9: descriptions are cut at 25 characters, then `...`. */
export const DESCRIPTION_CUT = 25;
const cut = (text: string) => (text.length > DESCRIPTION_CUT ? `${text.slice(0, DESCRIPTION_CUT)}...` : text);

function productColumns(actions: { onDetail(p: Product): void; onDelete(p: Product): void }): Column<Product>[] {
  return [
    { header: 'Name', cell: (p) => p.product_name },
    { header: 'Category', cell: (p) => p.id_category?.category_name ?? 'Data tidak tersedia' },
    { header: 'Price', cell: (p) => formatRupiah(p.harga), nowrap: true },
    { header: 'Stock', cell: (p) => p.stock },
    { header: 'Image', cell: (p) => <Image src={fileUrl(p.picture_url)} alt={p.product_name} boxSize="12" objectFit="cover" rounded="md" loading="lazy" /> },
    { header: 'Description', cell: (p) => cut(p.description) },
    {
      header: 'Action',
      actions: true,
      cell: (p) => (
        <HStack gap="1">
          <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${p.product_name}`}>
            <RouterLink to={generatePath(paths.updateProduct, { id: p._id })}>
              <Pencil />
            </RouterLink>
          </IconButton>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${p.product_name}`} onClick={() => actions.onDelete(p)}>
            <Trash2 />
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label={`Detail ${p.product_name}`} onClick={() => actions.onDetail(p)}>
            <Eye />
          </IconButton>
        </HStack>
      ),
    },
  ];
}

/** `dataProduct`: every product, or the debounced search's results, with edit, delete and detail. */
export function ProductListPage() {
  const [term, setTerm] = useState('');
  const searched = useDebouncedValue(term.trim(), 300);
  const products = useQuery({ ...productQueries.list(searched), placeholderData: keepPreviousData });
  const [detail, setDetail] = useState<Product | null>(null);
  const removal = useAdminAction({
    action: (product: Product) => deleteProduct(product._id),
    success: PRODUCT_TEXTS.deleted,
    failure: { fallback: PRODUCT_TEXTS.deleteFailed },
    invalidates: [PRODUCTS_KEY, SHOP_PRODUCTS_KEY],
  });
  const confirmRemoval = useConfirm((product: Product) => ({ title: 'Hapus produk?', description: `${product.product_name} akan dihapus.` }), removal.submit);
  const columns = productColumns({ onDetail: setDetail, onDelete: confirmRemoval.ask });

  return (
    <Stack gap="4">
      <PageTitle page="dataProduct" />
      <PageHeader
        title="Data Product"
        actions={
          <Button asChild>
            <RouterLink to={paths.addProduct}>Add Produk</RouterLink>
          </Button>
        }
      />
      <Input type="search" aria-label="Cari produk" placeholder="Cari produk..." maxW={{ md: 'sm' }} value={term} onChange={(e) => setTerm(e.target.value)} />
      <AsyncContent query={products} failure={PRODUCT_TEXTS.productFailed}>
        {(rows) => <DataTable caption="Produk" rows={rows} columns={columns} rowKey={(p) => p._id} emptyText={PRODUCT_TEXTS.empty} />}
      </AsyncContent>
      {confirmRemoval.dialog}
      {detail && (
        <Suspense fallback={null}>
          <ProductDetailDialog product={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
