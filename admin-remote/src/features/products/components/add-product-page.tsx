import { PageTitle, useNavigate } from '@pcb/shared-ui';
import { PageHeader } from '@pcb/shared-ui/views';
import { firstProblem } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { useAdminAction } from '../../../lib/use-admin-action';
import { createProduct, PRODUCTS_KEY, SHOP_PRODUCTS_KEY, type ProductValues } from '../api';
import { PRODUCT_TEXTS, productRules, productSaveFailure } from '../texts';
import { ProductForm } from './product-form';

const RULES = productRules(true);

/** `dataProduct/addProduct`. */
export function AddProductPage() {
  const navigate = useNavigate();
  const save = useAdminAction({
    check: (values: ProductValues) => firstProblem(values, RULES),
    action: createProduct,
    success: PRODUCT_TEXTS.added,
    failure: productSaveFailure('add'),
    invalidates: [PRODUCTS_KEY, SHOP_PRODUCTS_KEY],
    onSuccess: () => navigate(paths.products),
  });
  return (
    <>
      <PageTitle page="Add Produk" />
      <PageHeader title="Add Produk" />
      <ProductForm label="Add Produk" saving={save.isPending} onSave={save.submit} />
    </>
  );
}
