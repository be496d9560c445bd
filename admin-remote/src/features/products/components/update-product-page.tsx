import type { Product } from '@pcb/contract';
import { AsyncContent, PageTitle, useNavigate, useParams, useQuery } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { firstProblem } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { PRODUCTS_KEY, productQueries, SHOP_PRODUCTS_KEY, updateProduct, type ProductValues } from '../api';
import { PRODUCT_TEXTS, productRules, productSaveFailure } from '../texts';
import { ProductForm } from './product-form';

const RULES = productRules(false);

const valuesOf = (p: Product): Partial<ProductValues> => ({
  product_name: p.product_name,
  id_category: p.id_category?._id ?? '',
  harga: String(p.harga),
  stock: String(p.stock),
  weight: String(p.weight),
  description: p.description,
});

function UpdateProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const save = useAdminAction({
    check: (values: ProductValues) => firstProblem(values, RULES),
    action: (values: ProductValues) => updateProduct(product._id, values),
    success: PRODUCT_TEXTS.updated,
    failure: productSaveFailure('update'),
    invalidates: [PRODUCTS_KEY, SHOP_PRODUCTS_KEY],
    onSuccess: () => navigate(paths.products),
  });
  return <ProductForm label="Update Produk" defaults={valuesOf(product)} currentImageUrl={product.image_url} saving={save.isPending} onSave={save.submit} />;
}

/** `dataProduct/updateProduct/{id}`: pre-filled, with the current picture previewed. */
export function UpdateProductPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQueries.detail(id));
  return (
    <>
      <PageTitle page="Update Produk" />
      <PageHeader title="Update Produk" />
      <AsyncContent query={product} failure={PRODUCT_TEXTS.productFailed}>
        {(loaded) => <UpdateProductForm product={loaded} />}
      </AsyncContent>
    </>
  );
}
